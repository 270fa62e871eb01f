import "@testing-library/jest-dom";
import { setClientAddressHeaderTrusted } from "@/lib/http/client-address";

// Tests call route handlers the way server.ts does, with the client-address header already decided.
setClientAddressHeaderTrusted(true);
