package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp"
)

// The example builds with CGO_ENABLED=0 and prints, for a program saved from
// MLIR, the results the cgo path computes; it cross-compiles for linux/arm64
// and js/wasm.
func TestPureGoBuilds(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the example four times")
	}
	goTool := filepath.Join(runtime.GOROOT(), "bin", "go")
	dir := t.TempDir()
	src, err := os.ReadFile("../../tests/models/mlp.run.mlir")
	if err != nil {
		t.Fatal(err)
	}
	prog, err := interp.Load(src, "mlp.run.mlir")
	if err != nil {
		t.Fatal(err)
	}
	var saved bytes.Buffer
	if err := prog.Save(&saved); err != nil {
		t.Fatal(err)
	}
	progFile := filepath.Join(dir, "mlp.shlo")
	if err := os.WriteFile(progFile, saved.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	entry, err := prog.EntryFunction()
	if err != nil {
		t.Fatal(err)
	}
	results, err := prog.Run(entry, nil, interp.RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var want strings.Builder
	names := prog.Function(entry).ResultNames
	for i, r := range results {
		name := fmt.Sprintf("result %d", i)
		if i < len(names) && names[i] != "" {
			name += " (" + names[i] + ")"
		}
		fmt.Fprintf(&want, "%s: %v\n", name, r)
	}

	build := func(out string, env ...string) {
		t.Helper()
		cmd := exec.Command(goTool, "build", "-o", out, ".")
		cmd.Env = append(os.Environ(), append([]string{"CGO_ENABLED=0"}, env...)...)
		if msg, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("go build %v: %v\n%s", env, err, msg)
		}
	}
	bin := filepath.Join(dir, "savedprogram")
	build(bin)
	got, err := exec.Command(bin, progFile).CombinedOutput()
	if err != nil {
		t.Fatalf("running the pure-Go build: %v\n%s", err, got)
	}
	if string(got) != want.String() {
		t.Errorf("pure-Go build prints\n%s\nwant\n%s", got, want.String())
	}
	build(filepath.Join(dir, "savedprogram-arm64"), "GOOS=linux", "GOARCH=arm64")
	build(filepath.Join(dir, "savedprogram.wasm"), "GOOS=js", "GOARCH=wasm")
}
