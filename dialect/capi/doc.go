// Package capi holds the C headers of libStablehloCAPI (StablehloGo.h), the C
// API of the dialects. It has no Go code: package stablehlo imports it so that
// `go mod vendor` copies the headers along with it. The C++ sources here are
// built by CMake, never by cgo (their go:build ignore line keeps the go
// command away from them).
package capi
