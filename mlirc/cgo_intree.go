//go:build !stablehlo_pkgconfig

package mlirc

// The default flags link the libraries of the in-tree build (build/lib, made by
// `make build`). Build with -tags stablehlo_pkgconfig to take them from
// pkg-config (stablehlo-go.pc) instead, as an installed copy needs; see the
// README's "Use from Go".

/*
#cgo CFLAGS: -I/usr/lib/llvm-22/include -I${SRCDIR}/capi
#cgo LDFLAGS: -L${SRCDIR}/../build/lib -lMLIRGoCAPI -L/usr/lib/llvm-22/lib -lMLIR -lpthread -Wl,-rpath,${SRCDIR}/../build/lib -Wl,-rpath,/usr/lib/llvm-22/lib
*/
import "C"
