import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';

/** Spec §2: the simulator closes with a call to build the quant profile firms see. */
export function ProfileCta() {
  return (
    <section
      aria-labelledby="profile-cta-heading"
      className="mx-auto mt-16 max-w-4xl rounded-[var(--radius-card)] border border-primary/30 bg-surface px-6 py-10 text-center md:px-12"
    >
      <h2 id="profile-cta-heading" className="text-2xl font-bold tracking-tight text-balance">
        Practised enough? Let firms find you.
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-pretty text-muted">
        Put your skills, education and experience in a quant profile and choose whether hiring firms can see it.
      </p>
      <Link to="/quants/create-profile" className={buttonVariants({ size: 'lg', className: 'mt-6' })}>
        Build your quant profile
        <ArrowRight aria-hidden />
      </Link>
    </section>
  );
}
