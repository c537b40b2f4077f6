// Package passes holds the project's passes written in Go and run by MLIR's
// pass manager: the legalization of the ops that are not in HLO, the
// batch-norm expansion, composite-to-call, and a few test passes that
// exercise the machinery.
package passes

import (
	"sync"

	"github.com/stablehlo-go/stablehlo/mlirc"
)

// definitions lists every Go pass of the project.
func definitions() []mlirc.PassDefinition {
	return append(productionPasses(), testPasses()...)
}

var registration struct {
	once sync.Once
	err  error
}

// RegisterAll registers every Go pass with MLIR's pass registry. It is safe
// to call more than once.
func RegisterAll() error {
	registration.once.Do(func() {
		for _, d := range definitions() {
			if err := mlirc.RegisterPass(d); err != nil {
				registration.err = err
				return
			}
		}
	})
	return registration.err
}

// productionPasses lists the passes users run.
func productionPasses() []mlirc.PassDefinition { return nil }
