import { Card, CardContent, CardHeader } from '../../../components/ui/card';

const GUIDELINES = [
  'Describe the deliverable, not only the topic: what you expect handed over, and how you will judge it.',
  'Say what you provide: data, infrastructure, access to your team.',
  'Give a budget quants can price against; milestones make a fixed budget easier to accept.',
  'Use an NDA and a public summary when the details are confidential.',
  'Quants apply for free on QuantLeap: never ask for a fee or for payment details.',
];

/** Spec §2's guidelines card: what makes a posting that good quants answer. */
export function GuidelinesCard() {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">Posting guidelines</h2>
      </CardHeader>
      <CardContent>
        <ul className="list-disc space-y-2 pl-5 text-sm text-muted">
          {GUIDELINES.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
