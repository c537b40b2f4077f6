package interp

import (
	"fmt"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
)

// Load parses, verifies and compiles StableHLO source text in one step.
// fileName names the source in diagnostics. The returned Program keeps no
// reference to MLIR: the context used to read it is closed before Load
// returns.
func Load(source []byte, fileName string) (*Program, error) {
	ctx := stablehlo.NewContext(false)
	defer ctx.Close()
	m, err := ctx.ParseModule(source, fileName)
	if err != nil {
		return nil, err
	}
	defer m.Close()
	if err := m.Verify(); err != nil {
		return nil, err
	}
	prog, err := Compile(m)
	if err != nil {
		return nil, fmt.Errorf("compiling %s: %w", fileName, err)
	}
	return prog, nil
}
