import { Mail, Users } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageContainer, PageHeader } from '../../../components/layout/page';
import { Card, CardContent } from '../../../components/ui/card';
import { ContactForm } from '../components/contact-form';

export function ContactPage() {
  const [params] = useSearchParams();
  const mode = params.get('source') === 'waitlist' ? 'waitlist' : 'general';
  const isWaitlist = mode === 'waitlist';
  return (
    <PageContainer className="max-w-2xl">
      <PageHeader
        title={isWaitlist ? 'Join the Waitlist' : 'Contact Us'}
        lead={
          isWaitlist
            ? 'Be among the first to use QuantLeap when the marketplace opens. We will only e-mail you about the launch.'
            : 'Questions, partnerships or feedback on the beta: send us a message and we will get back to you.'
        }
      />
      <Card className="mt-10">
        <CardContent className="p-6 sm:p-8">
          {/* A new form per mode, so switching between contact and waitlist starts clean. */}
          <ContactForm key={mode} mode={mode} />
        </CardContent>
      </Card>
      <div className="mt-6 flex items-center justify-center gap-2 text-sm text-muted">
        {isWaitlist ? <Users aria-hidden className="size-4" /> : <Mail aria-hidden className="size-4" />}
        <span>
          Prefer e-mail? Write to{' '}
          <a href="mailto:hello@quantleap.app" className="text-primary underline underline-offset-4">
            hello@quantleap.app
          </a>
        </span>
      </div>
    </PageContainer>
  );
}
