//go:build cgo

package interp

import (
	"fmt"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
)

// Load parses, verifies and compiles StableHLO source text, or a portable
// artifact (MLIR bytecode of the vhlo dialect), in one step.
// fileName names the source in diagnostics. The returned Program keeps no
// reference to MLIR: the context used to read it is closed before Load
// returns.
func Load(source []byte, fileName string) (*Program, error) {
	return LoadWithOptions(source, fileName, CompileOptions{})
}

// LoadWithOptions is Load with compile options.
func LoadWithOptions(source []byte, fileName string, opts CompileOptions) (*Program, error) {
	ctx := stablehlo.NewContext(false)
	defer ctx.Close()
	m, err := stablehlo.ParseModuleOrArtifact(ctx, source, fileName)
	if err != nil {
		return nil, err
	}
	defer m.Close()
	if err := m.Verify(); err != nil {
		return nil, err
	}
	prog, err := CompileWithOptions(m, opts)
	if err != nil {
		return nil, fmt.Errorf("compiling %s: %w", fileName, err)
	}
	return prog, nil
}
