/**
 * Customer service (schemas/pages/customerService.json) on the demo gateway: the phone and e-mail
 * from contact-kf-info, the market's own number when the server gives none, and a server error
 * (the market's phone and e-mail with a note and Retry, not an error screen).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { CONTACT } from '../../demo/gateway/complaintData.ts';
import { failOnce, gatewayCall } from '../gateway.ts';
import { freshPageData, loadPage, renderPage } from './PageStory.tsx';

const CONTACT_INFO = '/v3/personal-center/contact-kf-info';

const meta = {
  title: 'Pages/Customer service',
  loaders: [loadPage('customerService')],
  beforeEach: freshPageData,
  render: renderPage,
} satisfies Meta<Record<string, never>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServerContact: Story = { name: 'Phone and e-mail from the server' };

export const BrandPhone: Story = {
  name: "Server gives no phone: the market's own number",
  parameters: {
    msw: {
      handlers: {
        faults: [
          http.post(gatewayCall(CONTACT_INFO), () =>
            HttpResponse.json({ code: '00', message: 'success', data: { email: CONTACT.email } }),
          ),
        ],
      },
    },
  },
};

const serverError = failOnce('post', CONTACT_INFO, { status: 500 });

export const ServerError: Story = {
  name: "Fault: server error, the market's contacts and Retry, which recovers",
  parameters: { msw: { handlers: { faults: [serverError.handler] } } },
  beforeEach: () => serverError.reset(),
};
