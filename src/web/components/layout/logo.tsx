import { Link } from 'react-router';

export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight">
      <img src="/favicon.svg" alt="" width={28} height={28} className="size-7" />
      <span>
        Quant<span className="text-primary">Leap</span>
      </span>
    </Link>
  );
}
