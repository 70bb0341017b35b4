import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { REJECTION_REASONS } from '../../../../shared/applications';
import { RejectionForm } from './rejection-form';

describe('the rejection form', () => {
  it('lists every reason to choose from, none chosen, and says when the applicant is told', () => {
    const html = renderToStaticMarkup(
      <RejectionForm busy={false} onConfirm={() => undefined} onCancel={() => undefined} />,
    );
    for (const reason of Object.values(REJECTION_REASONS)) expect(html).toContain(reason.label);
    expect(html).not.toContain('checked=""');
    expect(html).toContain(
      'The applicant is told the reason by e-mail 5 minutes after you reject; until then you can undo it.',
    );
    expect(html).toContain('Confirm rejection');
  });
});
