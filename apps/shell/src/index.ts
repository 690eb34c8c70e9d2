// Async boundary: shared modules (React, the router, our libs) are negotiated by the federation
// runtime before any of them is evaluated.
void import('./bootstrap');
