// Package driver holds what the command-line tools share: splitting input
// files into cases, checking `expected-*` diagnostics comments, and reading
// and checking their input.
package driver

import (
	"fmt"
	"io"

	"github.com/stablehlo-go/stablehlo/tools/internal/splitinput"
)

// Chunk is one case of a file split on `// -----` markers.
type Chunk = splitinput.Chunk

// SplitMarker is the marker that separates cases.
const SplitMarker = splitinput.Marker

// Split splits source into cases when split is true, with mlir-opt's rules
// (see splitinput.Split); otherwise it returns the whole source as one
// chunk.
func Split(source string, split bool) []Chunk { return splitinput.Split(source, split) }

// WarnNearMisses writes mlir-opt's warning for every "// ----" that is one
// dash short of the marker (it does not split the input) to w.
func WarnNearMisses(w io.Writer, source, fileName string) {
	for _, p := range splitinput.NearMisses(source) {
		fmt.Fprintf(w, "%s:%d:%d: warning: near miss with file split marker\n", fileName, p.Line, p.Col)
	}
}
