//go:build !stablehlo_pkgconfig

package stablehlo

// The default flags link the libraries of the in-tree build (build/lib); see
// mlirc's cgo_intree.go for the stablehlo_pkgconfig alternative.

/*
#cgo CFLAGS: -I/usr/lib/llvm-22/include -I${SRCDIR}/../capi
#cgo LDFLAGS: -L${SRCDIR}/../../build/lib -lStablehloCAPI -lMLIRGoCAPI -L/usr/lib/llvm-22/lib -lMLIR -Wl,-rpath,${SRCDIR}/../../build/lib -Wl,-rpath,/usr/lib/llvm-22/lib
*/
import "C"
