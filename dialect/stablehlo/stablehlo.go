// Package stablehlo makes the StableHLO dialect library (with the check and
// interpreter test dialects) available to mlirc contexts.
package stablehlo

/*
#cgo CFLAGS: -I/usr/lib/llvm-22/include -I${SRCDIR}/../capi
#cgo LDFLAGS: -L${SRCDIR}/../../build/lib -lStablehloCAPI -lMLIRGoCAPI -L/usr/lib/llvm-22/lib -lMLIR -Wl,-rpath,${SRCDIR}/../../build/lib -Wl,-rpath,/usr/lib/llvm-22/lib
#include "StablehloGo.h"
*/
import "C"

import (
	"github.com/stablehlo-go/stablehlo/mlirc"
)

// Register adds the stablehlo, check, interpreter, func and quant dialects
// (with their extensions and interfaces) to a registry.
func Register(r mlirc.DialectRegistry) {
	C.stablehloGoRegisterAllDialects(C.MlirDialectRegistry{ptr: r.Ptr()})
}

// NewContext returns a context with every dialect Register adds loaded.
func NewContext(allowUnregistered bool) *mlirc.Context {
	return mlirc.NewContext(mlirc.Options{
		AllowUnregistered: allowUnregistered,
		Dialects:          []func(mlirc.DialectRegistry){Register},
	})
}
