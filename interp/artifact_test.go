package interp

import (
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
	"github.com/stablehlo-go/stablehlo/mlirc"
)

func readNPYFile(t *testing.T, path string) *tensor.Tensor {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	x, err := tensor.ReadNPY(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return x
}

// TestLoadArtifact runs the module of a jax.export serialization from its
// portable artifact and from the StableHLO text the artifact deserializes
// to: both give the same results, and those match JAX's.
func TestLoadArtifact(t *testing.T) {
	dir := "../tests/vhlo/artifacts/export"
	data, err := os.ReadFile(filepath.Join(dir, "model.mlirbc"))
	if err != nil {
		t.Fatal(err)
	}
	fromArtifact, err := Load(data, "model.mlirbc")
	if err != nil {
		t.Fatal(err)
	}
	ctx := stablehlo.NewContext(false)
	m, err := stablehlo.Deserialize(ctx, data)
	if err != nil {
		t.Fatal(err)
	}
	text, err := m.Print(mlirc.PrintOptions{})
	m.Close()
	ctx.Close()
	if err != nil {
		t.Fatal(err)
	}
	fromText, err := Load([]byte(text), "model.mlir")
	if err != nil {
		t.Fatal(err)
	}
	args := []Value{readNPYFile(t, filepath.Join(dir, "input0.npy")), readNPYFile(t, filepath.Join(dir, "input1.npy"))}
	got, err := fromArtifact.Run("main", args, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	again, err := fromText.Run("main", args, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || len(again) != 2 {
		t.Fatalf("got %d and %d results, want 2", len(got), len(again))
	}
	for i := range got {
		a := got[i].(*tensor.Tensor).Float32s()
		b := again[i].(*tensor.Tensor).Float32s()
		want := readNPYFile(t, filepath.Join(dir, "result"+string(rune('0'+i))+".npy")).Float32s()
		if len(a) != len(want) || len(b) != len(want) {
			t.Fatalf("result %d: %d and %d elements, JAX has %d", i, len(a), len(b), len(want))
		}
		for j := range want {
			if math.Float32bits(a[j]) != math.Float32bits(b[j]) {
				t.Errorf("result %d[%d]: artifact gives %v, text %v", i, j, a[j], b[j])
			}
			if d := math.Abs(float64(a[j] - want[j])); d > 1e-5*math.Max(1, math.Abs(float64(want[j]))) {
				t.Errorf("result %d[%d] = %v, JAX gives %v", i, j, a[j], want[j])
			}
		}
	}
}
