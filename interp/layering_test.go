package interp

import (
	"go/build"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// The layers of the project import only what the layout allows: the
// interpreter's numeric machinery depends on interp/tensor alone (and
// safego and the simd loops), the typed dialect layer on mlirc alone, and passes and interp
// never on each other.
func TestLayering(t *testing.T) {
	const mod = "github.com/stablehlo-go/stablehlo/"
	_, file, _, _ := runtime.Caller(0)
	root := filepath.Dir(filepath.Dir(file))
	allowed := map[string][]string{
		"mlirc":                   {"mlirc/capi"},
		"dialect/stablehlo":       {"mlirc", "dialect/capi", "ir"},
		"ir":                      {},
		"interp/tensor":           {},
		"interp/internal/strided": {},
		"interp/internal/elem":    {"interp/tensor", "interp/internal/strided", "interp/internal/simd"},
		"interp/internal/fold":    {"interp/tensor", "interp/internal/simd"},
		"interp/internal/simd":    {},
		"interp/internal/matmul":  {"interp/internal/safego"},
		"interp/internal/safego":  {},
		"interp/internal/vmath":   {},
		"internal/batchnorm":      {},
		"passes":                  {"mlirc", "dialect/stablehlo", "internal/batchnorm"},
	}
	for pkg, ok := range allowed {
		p, err := build.Default.ImportDir(filepath.Join(root, pkg), 0)
		if err != nil {
			t.Fatalf("%s: %v", pkg, err)
		}
		for _, imp := range p.Imports {
			rel, own := strings.CutPrefix(imp, mod)
			if !own {
				continue
			}
			permitted := false
			for _, a := range ok {
				permitted = permitted || rel == a
			}
			if !permitted {
				t.Errorf("%s imports %s, which its layer may not", pkg, rel)
			}
		}
	}
	// The runtime (the IR, the typed dialect layer's pure-Go part and the
	// interpreter) builds without cgo: with cgo disabled it imports neither
	// mlirc nor the dialect's C API, so a saved program runs in a
	// CGO_ENABLED=0 binary.
	pure := build.Default
	pure.CgoEnabled = false
	for _, pkg := range []string{"ir", "dialect/stablehlo", "interp", "interp/tensor"} {
		p, err := pure.ImportDir(filepath.Join(root, pkg), 0)
		if err != nil {
			t.Fatalf("%s without cgo: %v", pkg, err)
		}
		if len(p.CgoFiles) > 0 {
			t.Errorf("%s without cgo still has cgo files %v", pkg, p.CgoFiles)
		}
		for _, imp := range p.Imports {
			if rel, own := strings.CutPrefix(imp, mod); own && (rel == "mlirc" || rel == "dialect/capi" || rel == "passes") {
				t.Errorf("%s imports %s without cgo, which the runtime may not", pkg, rel)
			}
		}
	}
	p, err := build.Default.ImportDir(filepath.Join(root, "interp"), 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, imp := range p.Imports {
		if rel, own := strings.CutPrefix(imp, mod); own && (rel == "passes" || strings.HasPrefix(rel, "tools")) {
			t.Errorf("interp imports %s", rel)
		}
	}
}
