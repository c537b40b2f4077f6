// Package driver holds what the command-line tools share: splitting input
// files into cases, checking `expected-*` diagnostics comments, and reading
// and checking their input.
package driver

import "github.com/stablehlo-go/stablehlo/tools/internal/splitinput"

// Chunk is one case of a file split on `// -----` markers.
type Chunk = splitinput.Chunk

// SplitMarker is the marker that separates cases.
const SplitMarker = splitinput.Marker

// Split splits source into cases when split is true, with mlir-opt's rules
// (see splitinput.Split); otherwise it returns the whole source as one
// chunk.
func Split(source string, split bool) []Chunk { return splitinput.Split(source, split) }
