// Package capi holds the C headers of libMLIRGoCAPI (MlirGo.h), the C++ shims
// that package mlirc calls besides MLIR's C API. It has no Go code: mlirc
// imports it so that `go mod vendor` copies the headers along with mlirc. The
// C++ sources here are built by CMake, never by cgo (their go:build ignore
// line keeps the go command away from them).
package capi
