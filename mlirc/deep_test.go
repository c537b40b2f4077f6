package mlirc_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/mlirc"
)

// nestedIfs returns a function whose body nests n stablehlo.if ops (in
// their generic form), each in the first region of the one before.
func nestedIfs(n int) string {
	var b strings.Builder
	b.WriteString("func.func @main(%p: tensor<i1>, %x: tensor<f32>) -> tensor<f32> {\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "%%r%d = \"stablehlo.if\"(%%p) ({\n", i)
	}
	b.WriteString("stablehlo.return %x : tensor<f32>\n")
	for i := n - 1; i >= 0; i-- {
		b.WriteString("}, {\nstablehlo.return %x : tensor<f32>\n}) : (tensor<i1>) -> tensor<f32>\n")
		if i > 0 {
			fmt.Fprintf(&b, "stablehlo.return %%r%d : tensor<f32>\n", i)
		}
	}
	b.WriteString("return %r0 : tensor<f32>\n}\n")
	return b.String()
}

// nestedWhiles returns a function nesting n stablehlo.while ops in their
// bodies.
func nestedWhiles(n int) string {
	var b strings.Builder
	b.WriteString("func.func @main(%x: tensor<i1>) -> tensor<i1> {\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "%%w%d = \"stablehlo.while\"(%%x) ({\n^bb0(%%c: tensor<i1>):\nstablehlo.return %%c : tensor<i1>\n}, {\n^bb0(%%a%d: tensor<i1>):\n", i, i)
	}
	b.WriteString("stablehlo.return %x : tensor<i1>\n")
	for i := n - 1; i >= 0; i-- {
		b.WriteString("}) : (tensor<i1>) -> tensor<i1>\n")
		if i > 0 {
			fmt.Fprintf(&b, "stablehlo.return %%w%d : tensor<i1>\n", i)
		}
	}
	b.WriteString("return %w0 : tensor<i1>\n}\n")
	return b.String()
}

// TestDeepStablehloPrograms checks that programs nested beyond what MLIR's
// parser survives are rejected with a located error, and that the deepest
// accepted one parses, verifies and prints.
func TestDeepStablehloPrograms(t *testing.T) {
	ctx := stablehlo.NewContext(false)
	defer ctx.Close()
	limit := mlirc.DefaultMaxNesting
	for name, src := range map[string]string{
		"ifs.mlir":    nestedIfs(2500),
		"whiles.mlir": nestedWhiles(5000),
		"dense.mlir": fmt.Sprintf("func.func @main() -> tensor<1xf32> {\n%%c = stablehlo.constant dense<%s1.0%s> : tensor<1xf32>\nreturn %%c : tensor<1xf32>\n}\n",
			strings.Repeat("[", 100000), strings.Repeat("]", 100000)),
		"tuple.mlir": fmt.Sprintf("func.func @main(%%a: %s) {\nreturn\n}\n", strings.Repeat("tuple<", 100000)+"f32"+strings.Repeat(">", 100000)),
	} {
		_, err := ctx.ParseModule([]byte(src), name)
		var de *mlirc.DiagnosticError
		if !errors.As(err, &de) || len(de.Diagnostics) != 1 {
			t.Fatalf("%s: want one diagnostic, got %v", name, err)
		}
		d := de.Diagnostics[0]
		want := fmt.Sprintf("nesting deeper than %d levels", limit)
		if d.Message != want || d.File != name || !strings.HasPrefix(err.Error(), fmt.Sprintf("%s:%d:%d: error: %s", name, d.Line, d.Col, want)) {
			t.Fatalf("%s: got %v", name, err)
		}
		// The position is that of the first bracket beyond the limit.
		line := strings.Split(src, "\n")[d.Line-1]
		if c := line[d.Col-1]; !strings.ContainsRune("([{<", rune(c)) {
			t.Errorf("%s: error at %q, not at a bracket", name, line[d.Col-1:])
		}
	}

	// One level for the function's body, two per if, one for the innermost
	// tensor type.
	deepest := (limit - 2) / 2
	m, err := ctx.ParseModule([]byte(nestedIfs(deepest)), "deepest.mlir")
	if err != nil {
		t.Fatalf("%d nested ifs: %v", deepest, err)
	}
	defer m.Close()
	if err := m.Verify(); err != nil {
		t.Fatal(err)
	}
	for _, opts := range []mlirc.PrintOptions{{}, {Generic: true, DebugInfo: true}} {
		text, err := m.Print(opts)
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Count(text, "stablehlo.if"); got != deepest {
			t.Fatalf("printed %d ifs, want %d", got, deepest)
		}
	}
	if _, err := ctx.ParseModule([]byte(nestedIfs(deepest+1)), "beyond.mlir"); err == nil {
		t.Fatal("one level beyond the limit parsed")
	}
}
