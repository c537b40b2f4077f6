// Package stablehlo makes the StableHLO dialect library (with the chlo,
// check, interpreter and sdy dialects) available to mlirc contexts, and
// gives typed access to the dialects' ops and attributes.
//
// The typed layer is generated from the ODS by internal/gen (run `go
// generate ./dialect/stablehlo` after changing a .td file):
//
//   - op name constants (OpAdd, ChloOpErf, ...) and an op table (LookupOp,
//     Ops) describing operands, results, attributes, traits, the op's
//     category and whether it takes quantized operands;
//   - one Go type per enumeration (ComparisonDirection, Precision, ...) with
//     String, Parse*, Decode* and Attribute (ChloAttribute for the chlo
//     copies of an enumeration);
//   - one struct per struct-like attribute (DotDimensionNumbers,
//     GatherDimensionNumbers, RaggedDotDimensionNumbers, ...) with Decode*
//     and Attribute;
//   - a view per op (DotGeneralOp, ChloTopKOp, ...) with one method per
//     attribute, operand and result.
//
// Decoding and building go through the typed getters and constructors of
// the dialect's C API (dialect/capi/StablehloGo.h); nothing is parsed from
// or printed to text. ParseEinsumConfig is the einsum_config parser shared
// by the einsum rewrite and the interpreter.
package stablehlo

/*
#include "StablehloGo.h"
*/
import "C"

import (
	// The C headers of libStablehloCAPI live in that package's folder;
	// importing it makes `go mod vendor` keep them.
	_ "github.com/stablehlo-go/stablehlo/dialect/capi"
	"github.com/stablehlo-go/stablehlo/mlirc"
)

// Register adds the stablehlo, check, interpreter, vhlo, func and quant dialects
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

// RegisterVhloPasses registers the C++ passes between portable artifacts
// and StableHLO with MLIR's pass registry: stablehlo-legalize-to-vhlo,
// vhlo-to-version{target=X.Y.Z|current|minimum} and
// vhlo-legalize-to-stablehlo. It is safe to call more than once.
func RegisterVhloPasses() {
	C.stablehloGoRegisterVhloPasses()
}
