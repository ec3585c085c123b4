/**
 * Which fonts draw a story's text (issue 35): Chromium says, through the DevTools protocol's
 * CSS.getPlatformFontsForNode, the font that drew each run of text. The page screenshots use only the
 * font the catalogue loads from the repository (.storybook/catalogueFont.css); a run drawn with a font
 * of the machine (a web font is a "custom" font, an installed one is not) would make the pictures
 * depend on what the machine has installed. (The headless shell the tests run keeps a sandboxed frame in the page's
 * process, where the full browser put it out of reach of this walk: its demo document, drawn in DejaVu Sans, was in the
 * Loan and Policy pictures unchecked. Those frames are masked in the pictures now.)
 */
import type { Page } from '@playwright/test';

interface DomNode {
  nodeId: number;
  nodeType: number;
  nodeName: string;
  nodeValue: string;
  attributes?: string[];
  children?: DomNode[];
  contentDocument?: DomNode;
}

interface PlatformFont {
  familyName: string;
  isCustomFont: boolean;
  glyphCount: number;
}

/**
 * Each run of text of the page drawn with an installed font, as "family: text" (none when every run uses a web font).
 */
export async function textInInstalledFonts(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
    // Elements with text of their own (a text node child that is not blank), outside <script> and <style>.
    const withText: { nodeId: number; text: string }[] = [];
    const walk = (node: DomNode): void => {
      if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(node.nodeName)) return;
      const own = (node.children ?? []).filter((child) => child.nodeType === 3 && child.nodeValue.trim() !== '');
      if (node.nodeType === 1 && own.length)
        withText.push({ nodeId: node.nodeId, text: own.map((child) => child.nodeValue.trim()).join(' ') });
      for (const child of node.children ?? []) walk(child);
    };
    // The story's own render (#storybook-root), not the catalogue's hidden parts; nor a document it frames (the
    // lender's static agreement or policy, in its own fonts: the screenshots mask it, pageShots.ts).
    const find = (node: DomNode): DomNode | undefined =>
      node.attributes?.includes('storybook-root')
        ? node
        : [...(node.children ?? []), ...(node.contentDocument ? [node.contentDocument] : [])].map(find).find(Boolean);
    walk(find(root) ?? root);
    // Asked all at once: one round trip each, in sequence, was seconds on a busy machine for a page of text.
    const answers = await Promise.all(
      withText.map(
        ({ nodeId }) => cdp.send('CSS.getPlatformFontsForNode', { nodeId }) as Promise<{ fonts: PlatformFont[] }>,
      ),
    );
    return answers.flatMap(({ fonts }, index) =>
      fonts
        .filter((font) => !font.isCustomFont && font.glyphCount > 0)
        .map((font) => `${font.familyName}: ${withText[index]!.text.slice(0, 60)}`),
    );
  } finally {
    await cdp.detach();
  }
}
