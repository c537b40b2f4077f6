// Package installtest checks that an installed copy of the project is usable
// from outside the checkout: `make install PREFIX=...` into a temporary
// prefix, a separate Go module built against it through pkg-config alone
// (and through a vendor directory), and the installed tools after the prefix
// has been moved. It has no code of its own; see install_test.go.
package installtest
