// Package driver holds what the command-line tools share: splitting input
// files into cases, checking `expected-*` diagnostics comments, and reading
// and checking their input.
package driver

import (
	"fmt"
	"io"
	"strings"

	"github.com/urfave/cli/v2"

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

// SplitMarkerFlag is the hidden flag that carries the marker of
// --split-input-file=<marker> (see SplitFlagArgs).
const SplitMarkerFlag = "split-input-marker"

// SplitMarkerFlagDef returns the hidden flag that carries the marker of
// --split-input-file=<marker>; a tool lists it beside its
// --split-input-file flag.
func SplitMarkerFlagDef() cli.Flag {
	return &cli.StringFlag{Name: SplitMarkerFlag, Hidden: true}
}

// SplitFlagArgs rewrites --split-input-file=<marker> into the bare flag
// and --split-input-marker=<marker>, since a flag with an optional value is
// not something the flag parser knows. Arguments after "--" are kept as
// they are.
func SplitFlagArgs(args []string) []string {
	out := make([]string, 0, len(args)+1)
	for i, a := range args {
		if a == "--" {
			return append(out, args[i:]...)
		}
		name := strings.TrimLeft(a, "-")
		if marker, ok := strings.CutPrefix(name, "split-input-file="); ok && name != a {
			// A boolean's own values keep their meaning.
			switch strings.ToLower(marker) {
			case "true", "false", "1", "0":
				out = append(out, a)
			default:
				out = append(out, "--split-input-file", "--"+SplitMarkerFlag+"="+marker)
			}
			continue
		}
		out = append(out, a)
	}
	return out
}

// SplitMarkerOf returns the marker that --split-input-file splits on.
func SplitMarkerOf(c *cli.Context) string {
	if m := c.String(SplitMarkerFlag); m != "" {
		return m
	}
	return SplitMarker
}

// SplitOn splits source at marker when split is true (see
// splitinput.SplitOn); otherwise it returns the whole source as one chunk.
func SplitOn(source, marker string, split bool) []Chunk {
	if !split {
		return splitinput.Split(source, false)
	}
	return splitinput.SplitOn(source, marker)
}
