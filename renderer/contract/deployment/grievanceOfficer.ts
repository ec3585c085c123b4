/**
 * The nodal grievance redressal officer a market names (RBI's Key Fact Statement, Part 2; OJK's
 * complaint unit): in the deployment's markets, and the props of the blocks that show them.
 */
export const grievanceOfficerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'phone', 'email'],
  description:
    "The nodal grievance redressal officer: shown on loan confirmation's Key Fact Statement, customer service, the complaint page and the public site's contacts.",
  properties: {
    name: { type: 'string', minLength: 1, description: 'Full name (and title, if any).' },
    phone: { type: 'string', pattern: '^\\+?[0-9][0-9 -]{3,}$', description: 'A phone number that opens the dialer.' },
    email: { type: 'string', pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', description: 'An e-mail address.' },
  },
} as const;
