package interp

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// runAll runs every public function without parameters and renders the
// results (bit patterns included) or the error.
func runAll(t *testing.T, p *Program) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, name := range p.PublicFunctions() {
		if len(p.Function(name).Params) > 0 {
			continue
		}
		res, err := p.Run(name, nil, RunOptions{})
		if err != nil {
			out[name] = "error: " + err.Error()
			continue
		}
		var b bytes.Buffer
		for _, v := range res {
			if tt, ok := v.(*tensor.Tensor); ok {
				fmt.Fprintf(&b, "%s %x\n", tt.Type(), tt.Raw())
			} else {
				fmt.Fprintf(&b, "%v\n", describe(v))
			}
		}
		out[name] = b.String()
	}
	return out
}

// Programs saved and read back run to the same results, bit for bit, as the
// programs compiled from MLIR, and saving is deterministic: the read-back
// program saves to the same bytes.
func TestSavedProgramsRunIdentically(t *testing.T) {
	files, err := filepath.Glob("../tests/models/*.mlir")
	if err != nil {
		t.Fatal(err)
	}
	files = append(files, "../examples/softmax.mlir", "../tests/interpret/example_softmax.mlir")
	ran := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		direct, err := Load(src, filepath.Base(f))
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		var saved bytes.Buffer
		if err := direct.Save(&saved); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		read, err := ReadProgram(bytes.NewReader(saved.Bytes()))
		if err != nil {
			t.Fatalf("%s: reading the saved program: %v", f, err)
		}
		var again bytes.Buffer
		if err := read.Save(&again); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(saved.Bytes(), again.Bytes()) {
			t.Errorf("%s: saving the read program gives other bytes", f)
		}
		want, got := runAll(t, direct), runAll(t, read)
		if !reflect.DeepEqual(want, got) {
			t.Errorf("%s: saved program runs differently:\n got %v\nwant %v", f, got, want)
		}
		ran += len(want)
		for _, name := range direct.Functions() {
			if !reflect.DeepEqual(direct.Function(name).ResultNames, read.Function(name).ResultNames) ||
				!reflect.DeepEqual(direct.Function(name).ParamNames, read.Function(name).ParamNames) {
				t.Errorf("%s: @%s: names differ after saving", f, name)
			}
		}
	}
	if ran < 5 {
		t.Errorf("only %d functions ran", ran)
	}
}

// Parameter and result names come from name locations and the jax.arg_info
// and jax.result_info attributes, and survive saving.
func TestFunctionNames(t *testing.T) {
	src := `func.func @main(%a: tensor<f32> loc("x"), %b: tensor<f32> {jax.arg_info = "params['w']"}, %c: tensor<f32>)
    -> (tensor<f32> {jax.result_info = "['y']"}, tensor<f32>) {
  return %a, %b : tensor<f32>, tensor<f32>
}`
	p, err := Load([]byte(src), "names.mlir")
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := p.Save(&buf); err != nil {
		t.Fatal(err)
	}
	read, err := ReadProgram(&buf)
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []*Program{p, read} {
		f := q.Function("main")
		if want := []string{"x", "params['w']", ""}; !reflect.DeepEqual(f.ParamNames, want) {
			t.Errorf("param names %q, want %q", f.ParamNames, want)
		}
		if want := []string{"['y']", ""}; !reflect.DeepEqual(f.ResultNames, want) {
			t.Errorf("result names %q, want %q", f.ResultNames, want)
		}
	}
	src2, err := os.ReadFile("../tests/models/cnn.mlir")
	if err != nil {
		t.Fatal(err)
	}
	cnn, err := Load(src2, "cnn.mlir")
	if err != nil {
		t.Fatal(err)
	}
	if got := cnn.Function("main").ResultNames; len(got) != 1 || got[0] != "result" {
		t.Errorf("cnn @main result names %q, want [result]", got)
	}
}

// Malformed saved programs give errors.
func TestReadProgramErrors(t *testing.T) {
	p, err := Load([]byte(`func.func @main() -> tensor<2xi32> {
  %c = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %0 = stablehlo.add %c, %c : tensor<2xi32>
  return %0 : tensor<2xi32>
}`), "small.mlir")
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := p.Save(&buf); err != nil {
		t.Fatal(err)
	}
	data := buf.Bytes()
	if _, err := ReadProgram(bytes.NewReader([]byte("not a program"))); err == nil {
		t.Error("bad magic accepted")
	}
	for n := len("SHLOGOIR"); n < len(data); n++ {
		if _, err := ReadProgram(bytes.NewReader(data[:n])); err == nil {
			t.Errorf("truncated to %d of %d bytes: accepted", n, len(data))
		}
	}
	bad := append([]byte(nil), data...)
	bad[len("SHLOGOIR")] = 99
	if _, err := ReadProgram(bytes.NewReader(bad)); err == nil {
		t.Error("unknown version accepted")
	}
}
