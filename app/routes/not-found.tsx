import { data } from "react-router";

/** Any path no other route claims: HTTP 404, rendered by the root error boundary. */
export function loader() {
  throw data("Not found", { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
