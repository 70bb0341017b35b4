import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from '../components/legal-document';

const PRIVACY_EMAIL = 'privacy@quantleap.app';

function PrivacyEmail() {
  return <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>;
}

const SECTIONS: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          QuantLeap (&ldquo;QuantLeap&rdquo;, &ldquo;we&rdquo;, &ldquo;us&rdquo;) runs the QuantLeap website and
          service, a career and talent marketplace for quantitative finance. We are based in the United Kingdom and are
          the controller of the personal data described in this policy under the UK General Data Protection Regulation
          (UK GDPR) and the Data Protection Act 2018.
        </p>
        <p>
          This policy explains what personal data we collect when you use QuantLeap, why we collect it, how long we keep
          it, who we share it with and the rights you have. QuantLeap is currently in beta, so we will update this
          policy as features are added. If you have any questions, e-mail us at <PrivacyEmail />.
        </p>
      </>
    ),
  },
  {
    id: 'data-we-collect',
    title: 'What data we collect',
    body: (
      <>
        <h3>Account details</h3>
        <p>
          When you create an account we collect your e-mail address, your name and your password. We store your password
          only in a securely hashed form, never in plain text, and we cannot read it.
        </p>
        <h3>Profile data you enter</h3>
        <p>
          If you build a profile, we store what you choose to give us: for example your username, headline, short
          biography, location, education, work experience, skills, expected hourly rate, project preferences, links to
          your website, GitHub, LinkedIn or X (Twitter) accounts, and a profile picture. Please do not include
          information in your profile that you would not want a hiring firm to see if you make it visible.
        </p>
        <h3>Anonymous compensation submissions</h3>
        <p>
          Anyone can submit salary data on the compensation page. A submission records only the role, level, region,
          base salary, bonus, stock value, year and any note you add. It is stored without a user id or IP address and
          is not linked to your account, even if you are signed in. Please do not put your name, your employer&rsquo;s
          name or anything else that could identify you in the note.
        </p>
        <h3>Contact and waitlist submissions</h3>
        <p>
          When you use the contact form, join the waitlist or sign up for our newsletter, we collect your name, e-mail
          address, your message, and, where you give them, your company and your role, together with whether you asked
          to receive the newsletter. To stop automated abuse we also keep a short-lived counter linked to your network
          (IP) address that limits how many forms can be sent from it in an hour. We send the newsletter only once you
          confirm your address with the link we e-mail you, and every newsletter e-mail has a link to unsubscribe with
          one click.
        </p>
        <h3>Cookies</h3>
        <p>We use only essential cookies, which the service needs to work:</p>
        <ul>
          <li>
            <strong>A session cookie</strong>, which keeps you signed in while you use your account and is removed when
            you sign out or the session expires.
          </li>
          <li>
            <strong>A CSRF-protection cookie</strong>, which holds a random security token that stops other websites
            from submitting forms in your name. It expires after 12 hours.
          </li>
        </ul>
        <p>
          We do not use advertising cookies, analytics or tracking cookies, or any third-party tracking technology.
          Because these cookies are strictly necessary, we do not ask for your consent to set them, but you can block
          them in your browser; if you do, signing in and sending forms will not work.
        </p>
        <h3>Technical data</h3>
        <p>
          Like most websites, our servers keep short-lived technical logs of requests (such as the time, the page
          requested and error details) so that we can keep the service secure and fix problems.
        </p>
      </>
    ),
  },
  {
    id: 'why-we-use-it',
    title: 'Why we use your data and our legal basis',
    body: (
      <>
        <p>
          Under the UK GDPR we must have a legal basis for each use of your personal data. We rely on the following:
        </p>
        <ul>
          <li>
            <strong>Contract:</strong> to create and run your account, store and show your profile, and provide the
            features you ask for, such as interview practice and the internship finder.
          </li>
          <li>
            <strong>Consent:</strong> to show your profile to hiring firms when you switch on visibility, and to send
            you our newsletter if you ask for it. You can withdraw consent at any time by switching visibility off,
            unsubscribing, or e-mailing us; this does not affect anything we did before you withdrew it.
          </li>
          <li>
            <strong>Legitimate interests:</strong> to reply to messages you send us, to let you know when features you
            joined the waitlist for become available, to keep the service secure and prevent abuse, and to understand
            how the service is used so that we can improve it. We only rely on this basis where our interests are not
            outweighed by your rights.
          </li>
          <li>
            <strong>Legal obligation:</strong> where we have to keep or disclose information to comply with the law.
          </li>
        </ul>
        <p>
          We do not sell your personal data, we do not use it for advertising, and we do not make decisions about you
          based solely on automated processing that have legal or similarly significant effects.
        </p>
      </>
    ),
  },
  {
    id: 'how-long-we-keep-it',
    title: 'How long we keep your data',
    body: (
      <>
        <ul>
          <li>
            <strong>Account and profile data:</strong> for as long as your account is open. If you ask us to delete your
            account, we delete your account and profile data within 30 days, except for anything we must keep by law.
          </li>
          <li>
            <strong>Contact and waitlist submissions:</strong> for as long as we need them to deal with your message or
            to tell you about the launch you signed up for, and in any case no longer than 24 months after we last heard
            from you. You can ask us to remove them sooner.
          </li>
          <li>
            <strong>Newsletter subscription:</strong> until you unsubscribe.
          </li>
          <li>
            <strong>Anonymous compensation submissions:</strong> these are not linked to you, so they are not personal
            data and we keep them for as long as the compensation page runs. Because they carry no identifier, we cannot
            find or delete a particular submission on request.
          </li>
          <li>
            <strong>Cookies:</strong> as described above: the session cookie until you sign out or your session expires,
            the CSRF-protection cookie for up to 12 hours.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'who-we-share-it-with',
    title: 'Who we share your data with',
    body: (
      <>
        <ul>
          <li>
            <strong>Hiring firms:</strong> a fund or hiring firm can see your quant profile only when you turn on
            visibility to funds. While visibility is off, your profile is not shown to any firm. You can switch it on or
            off at any time in your profile settings.
          </li>
          <li>
            <strong>Service providers:</strong> companies that host the service, store data and deliver our e-mails for
            us. They act only on our instructions, under contracts that require them to keep your data secure and
            confidential.
          </li>
          <li>
            <strong>Authorities and advisers:</strong> where the law requires it, or where it is necessary to establish,
            exercise or defend legal claims.
          </li>
          <li>
            <strong>A buyer or successor:</strong> if QuantLeap or its business is ever sold or reorganised, your data
            may pass to the new owner, who must continue to protect it in line with this policy.
          </li>
        </ul>
        <p>
          If a provider processes personal data outside the United Kingdom, we make sure it is protected by UK adequacy
          regulations or by appropriate safeguards such as the UK International Data Transfer Agreement or Addendum.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>Under the UK GDPR you have the right to:</p>
        <ul>
          <li>ask for a copy of the personal data we hold about you;</li>
          <li>ask us to correct data that is inaccurate or incomplete;</li>
          <li>ask us to delete your data;</li>
          <li>ask us to restrict how we use your data;</li>
          <li>object to our use of your data where we rely on legitimate interests;</li>
          <li>receive the data you gave us in a portable, machine-readable format;</li>
          <li>withdraw your consent at any time where we rely on consent.</li>
        </ul>
        <p>
          You can update most of your account and profile data yourself in your{' '}
          <Link to="/profile">profile settings</Link>. For anything else, e-mail <PrivacyEmail />. We will reply within
          one month, and we may ask you to confirm your identity first.
        </p>
        <p>
          If you are unhappy with how we handle your data, please tell us first so that we can try to put it right. You
          also have the right to complain to the Information Commissioner&rsquo;s Office (ICO), the UK data protection
          regulator, at <a href="https://ico.org.uk/make-a-complaint/">ico.org.uk</a>.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <>
        <p>
          We protect your data with measures suited to the risk, including encrypted connections (HTTPS), hashed
          passwords, protection against cross-site request forgery, rate limits on forms and access to personal data
          restricted to the people who need it to run the service.
        </p>
        <p>
          No online service can be perfectly secure. If you think your account has been compromised, change your
          password and contact us straight away at <PrivacyEmail />. If a breach is likely to put your rights at risk,
          we will tell you and the ICO as the law requires.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Age limit',
    body: (
      <p>
        QuantLeap is not intended for anyone under 16, and you must be at least 16 years old to create an account. If
        you believe someone under 16 has given us personal data, please contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We may update this policy as QuantLeap develops. When we do, we will change the &ldquo;Last updated&rdquo; date
        at the top of this page, and if the changes are significant we will tell account holders by e-mail or with a
        notice on the site before they take effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        For any question about this policy or your personal data, or to exercise your rights, e-mail <PrivacyEmail />.
        You can also reach us through our <Link to="/contact">contact form</Link>.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      lead="How QuantLeap collects, uses and protects your personal data."
      lastUpdated="22 November 2026"
      lastUpdatedIso="2026-11-22"
      sections={SECTIONS}
    />
  );
}
