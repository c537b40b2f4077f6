// Package readmetest runs the walk-throughs of the README: the "Install",
// "Use from Go" and "From JAX to Go" sections. Its test extracts their
// fenced blocks and runs them against the checkout (build/bin, and Go
// programs built as a separate module whose replace directive points at
// the checkout), comparing what they print with the README's own output
// blocks; the install commands, which installtest exercises, are checked
// against the Makefile and CMake's install rules by text.
package readmetest
