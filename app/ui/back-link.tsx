import { ArrowLeft } from "lucide";
import { Icon } from "~/ui/icon";
import type { ReactNode } from "react";
import { Link } from "~/lib/nav";

/** The way back at the foot of a page ("Back to Timer"). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <div>
      <Link to={to} className="button-secondary">
        <Icon node={ArrowLeft} className="h-4 w-4" />
        {children}
      </Link>
    </div>
  );
}
