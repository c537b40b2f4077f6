//go:build stablehlo_pkgconfig

package stablehlo

// With -tags stablehlo_pkgconfig the headers and libraries are found through
// pkg-config (stablehlo-go.pc on PKG_CONFIG_PATH).

/*
#cgo pkg-config: stablehlo-go
*/
import "C"
