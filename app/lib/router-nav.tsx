import { useCallback } from "react";
import { Form, Link, useLocation, useNavigate } from "react-router";
import type { Nav } from "./nav";

/** React Router's links and address, for pages the router hydrates as a whole (root.tsx). */
export const routerNav: Nav = {
  loadsDocuments: false,
  Link,
  Form,
  useLocation,
  useNavigate() {
    const navigate = useNavigate();
    return useCallback((to, options) => void navigate(to, options), [navigate]);
  },
};
