/**
 * The gallery (stories/gallery/Gallery.mdx): one page story side by side for every brand x market
 * of the toolbar, and loan details for every order status, each a frame of Storybook's own
 * iframe.html?id=…&globals=… at a phone's size. The stories come from the catalogue's index.json,
 * so a new page or brand shows here without a change.
 */
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { deployments, experiments } from 'virtual:deployments';
import { DEPLOYMENTS } from '../runtime.tsx';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: string;
}

const MARKETS = [
  { value: 'in', label: 'India (rupees)' },
  { value: 'id', label: 'Indonesia (rupiah)' },
] as const;

/** A phone's viewport, drawn at half size so four fit side by side. */
const PHONE = { width: 390, height: 844 };
const SCALE = 0.5;

/** The address of a story in its own frame with these toolbar choices (a11y's axe run left to the panel). */
export function frameAddress(id: string, globals: Record<string, string>): string {
  const pairs = Object.entries(globals).map(([key, value]) => `${key}:${value}`);
  return `iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=${[...pairs, 'a11y.manual:!true'].join(';')}`;
}

function usePageStories(): IndexEntry[] | null {
  const [entries, setEntries] = useState<IndexEntry[] | null>(null);
  useEffect(() => {
    let live = true;
    void fetch('index.json')
      .then((response) => response.json() as Promise<{ entries: Record<string, IndexEntry> }>)
      .then((index) => {
        if (live)
          setEntries(
            Object.values(index.entries).filter((entry) => entry.type === 'story' && entry.title.startsWith('Pages/')),
          );
      });
    return () => {
      live = false;
    };
  }, []);
  return entries;
}

function Phone({ id, globals, caption }: { id: string; globals: Record<string, string>; caption: string }) {
  const box: CSSProperties = {
    width: PHONE.width * SCALE,
    height: PHONE.height * SCALE,
    overflow: 'hidden',
    border: '1px solid #ccc',
    borderRadius: 12,
  };
  const frame: CSSProperties = {
    width: PHONE.width,
    height: PHONE.height,
    border: 0,
    transform: `scale(${SCALE})`,
    transformOrigin: '0 0',
  };
  return (
    <figure style={{ margin: 0 }}>
      <div style={box}>
        <iframe title={caption} src={frameAddress(id, globals)} style={frame} loading="lazy" />
      </div>
      <figcaption style={{ fontSize: 12, marginTop: 4, maxWidth: PHONE.width * SCALE }}>
        {caption} ·{' '}
        <a
          href={`./?path=/story/${id}&globals=${Object.entries(globals)
            .map(([k, v]) => `${k}:${v}`)
            .join(';')}`}
          target="_top"
        >
          open
        </a>
      </figcaption>
    </figure>
  );
}

const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 16, margin: '12px 0 32px' };

/** A page (one of its stories) in every brand x market. */
export function PageAcrossBrands() {
  const stories = usePageStories();
  const titles = useMemo(() => [...new Set((stories ?? []).map((story) => story.title))], [stories]);
  const [title, setTitle] = useState('Pages/Loan details');
  const ofTitle = (stories ?? []).filter((story) => story.title === title);
  const [storyId, setStoryId] = useState('');
  const story = ofTitle.find((entry) => entry.id === storyId) ?? ofTitle[0];
  if (!stories) return <p>Loading the catalogue…</p>;
  return (
    <section>
      <p style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <label>
          Page{' '}
          <select value={title} onChange={(event) => setTitle(event.target.value)}>
            {titles.map((name) => (
              <option key={name} value={name}>
                {name.replace(/^Pages\//, '')}
              </option>
            ))}
          </select>
        </label>
        <label>
          Story{' '}
          <select value={story?.id ?? ''} onChange={(event) => setStoryId(event.target.value)}>
            {ofTitle.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </select>
        </label>
      </p>
      {story && (
        <div style={row}>
          {DEPLOYMENTS.flatMap((deployment) =>
            MARKETS.map((market) => (
              <Phone
                key={`${deployment}-${market.value}`}
                id={story.id}
                globals={{ deployment, market: market.value }}
                caption={`${deployments[deployment]?.appName ?? deployment}, ${market.label}`}
              />
            )),
          )}
        </div>
      )}
    </section>
  );
}

/** Loan details for every order status (the stories named "… (status)"), for one brand and market. */
export function LoanDetailsByStatus() {
  const stories = usePageStories();
  const [deployment, setDeployment] = useState(DEPLOYMENTS[0] ?? '');
  const [market, setMarket] = useState<string>('in');
  if (!stories) return <p>Loading the catalogue…</p>;
  const statuses = stories.filter((story) => story.title === 'Pages/Loan details' && /\(\d+\)$/.test(story.name));
  return (
    <section>
      <p style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <label>
          Brand{' '}
          <select value={deployment} onChange={(event) => setDeployment(event.target.value)}>
            {DEPLOYMENTS.map((id) => (
              <option key={id} value={id}>
                {deployments[id]?.appName ?? id}
              </option>
            ))}
          </select>
        </label>
        <label>
          Market{' '}
          <select value={market} onChange={(event) => setMarket(event.target.value)}>
            {MARKETS.map((entry) => (
              <option key={entry.value} value={entry.value}>
                {entry.label}
              </option>
            ))}
          </select>
        </label>
      </p>
      <div style={row}>
        {statuses.map((story) => (
          <Phone key={story.id} id={story.id} globals={{ deployment, market }} caption={story.name} />
        ))}
      </div>
    </section>
  );
}

/** A story id's start for a route key's page stories ("loanDetails" → "pages-loan-details--"). */
const storiesOfRoute = (route: string) => `pages-${route.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}--`;

/** Every brand's experiments: each variant of the route's first page story, in both markets. */
export function ExperimentVariants() {
  const stories = usePageStories();
  if (!stories) return <p>Loading the catalogue…</p>;
  const running = DEPLOYMENTS.flatMap((deployment) =>
    (experiments[deployment] ?? []).map((experiment) => ({ deployment, experiment })),
  );
  if (!running.length) return <p>No brand runs an experiment.</p>;
  return (
    <>
      {running.map(({ deployment, experiment }) => {
        const story = stories.find((entry) => entry.id.startsWith(storiesOfRoute(experiment.route)));
        return (
          <section key={`${deployment}-${experiment.id}`}>
            <h3>
              {deployments[deployment]?.appName ?? deployment}: {experiment.id} on {experiment.route}
            </h3>
            {story ? (
              <div style={row}>
                {experiment.variants.flatMap((variant) =>
                  MARKETS.map((market) => (
                    <Phone
                      key={`${variant}-${market.value}`}
                      id={story.id}
                      globals={{ deployment, market: market.value, variant }}
                      caption={`${variant}, ${market.label}`}
                    />
                  )),
                )}
              </div>
            ) : (
              <p>No page story of {experiment.route}.</p>
            )}
          </section>
        );
      })}
    </>
  );
}
