//go:build stablehlo_pkgconfig

package mlirc

// With -tags stablehlo_pkgconfig the headers and libraries are found through
// pkg-config: an installed prefix's lib/pkgconfig, or build/pkgconfig for the
// in-tree build, on PKG_CONFIG_PATH.

/*
#cgo pkg-config: stablehlo-go
*/
import "C"
