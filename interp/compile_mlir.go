//go:build cgo

package interp

import (
	"fmt"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
	"github.com/stablehlo-go/stablehlo/mlirc"
)

// Compile translates a verified module into a Program: it imports the
// module into the Go-native IR (stablehlo.ImportModule) and compiles that
// (CompileIR). Operations the interpreter does not implement compile into
// kernels that fail when they run, so a program runs as long as it does not
// execute them.
//
// Connected groups of elementwise operations are fused into one operation
// each (see CompileOptions).
func Compile(m *mlirc.Module) (*Program, error) {
	return CompileWithOptions(m, CompileOptions{})
}

// CompileWithOptions is Compile with options.
func CompileWithOptions(m *mlirc.Module, opts CompileOptions) (*Program, error) {
	mod, err := stablehlo.ImportModule(m)
	if err != nil {
		return nil, fmt.Errorf("compile: %w", err)
	}
	return CompileIR(mod, opts)
}

// TensorFromAttribute converts a dense elements attribute into a tensor.
func TensorFromAttribute(a mlirc.Attribute) (*tensor.Tensor, error) {
	ia, err := stablehlo.ImportAttribute(a)
	if err != nil {
		return nil, err
	}
	return attrTensor(ia)
}
