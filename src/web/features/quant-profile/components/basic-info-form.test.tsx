import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../../../shared/quant-profile';
import { BasicInfoForm } from './basic-info-form';
import { DegreeOverrideSelect } from './degree-override-select';

const html = (node: React.ReactNode) =>
  renderToStaticMarkup(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>).replace(
    /\s+/g,
    ' ',
  );

const INITIAL = {
  fullName: 'Ada Lovelace',
  title: '',
  location: '',
  bio: '',
  hourlyRateMin: '120',
  hourlyRateMax: '180',
  availability: 'Available within 2 weeks',
  availableFrom: '2027-01-15',
  linkedinUrl: '',
  githubUrl: '',
};

describe('the wizard’s rate and availability', () => {
  // react-hook-form fills the saved values in once mounted (uncontrolled fields): this checks what is offered.
  it('offers a maximum beside the minimum, the four availabilities or none, and a date', () => {
    const shown = html(
      <BasicInfoForm initial={INITIAL} isVisible preferences={{ ...DEFAULT_PREFERENCES }} onSaved={() => {}} />,
    );
    const fieldset = shown.slice(shown.indexOf('<fieldset'), shown.indexOf('</fieldset>'));
    expect(fieldset).toContain('<legend class="text-base font-semibold">Rate and availability</legend>');
    expect(fieldset.indexOf('Minimum hourly rate (USD)')).toBeLessThan(fieldset.indexOf('Maximum hourly rate (USD)'));
    expect(fieldset).toMatch(/<input [^>]*type="number"[^>]*name="hourlyRateMax"/);
    expect(fieldset).toMatch(/<label [^>]*for="([^"]+)-availability"[^>]*>Availability<\/label>/);
    expect(fieldset).toContain(
      '<option value="">Not set</option><option value="Available now">Available now</option><option value="Available within 2 weeks">Available within 2 weeks</option><option value="Available within a month">Available within a month</option><option value="Not looking">Not looking</option>',
    );
    expect(fieldset).toMatch(/<input [^>]*type="date"[^>]*name="availableFrom"/);
    expect(fieldset).toContain('Available from (optional)');
  });
});

describe('the degree shown to firms', () => {
  it('offers the derived degree first, then each level', () => {
    const shown = html(<DegreeOverrideSelect value="" derived="Master's" onChange={() => {}} />);
    expect(shown).toContain('Highest degree shown to firms');
    expect(shown).toMatch(/<option value="" selected="">From my education \(Master&#x27;s\)<\/option>/);
    expect(shown).toContain('<option value="Ph.D.">Ph.D.</option>');
  });

  it('says none when the education names no degree, and shows a chosen one', () => {
    const shown = html(<DegreeOverrideSelect value="Ph.D." derived={null} onChange={() => {}} />);
    expect(shown).toContain('From my education (none)');
    expect(shown).toContain('<option value="Ph.D." selected="">Ph.D.</option>');
  });
});
