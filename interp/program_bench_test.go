package interp

import (
	"math/rand"
	"os"
	"path/filepath"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// benchProgram runs the entry function of a program of bench/programs with
// random f32 arguments in [-1, 1) and reports the time per call.
func benchProgram(b *testing.B, name string) {
	src, err := os.ReadFile(filepath.Join("..", "bench", "programs", name+".mlir"))
	if err != nil {
		b.Skip(err)
	}
	prog, err := Load(src, name+".mlir")
	if err != nil {
		b.Fatal(err)
	}
	fn := prog.Function("main")
	if fn == nil {
		b.Fatal("no @main")
	}
	rng := rand.New(rand.NewSource(1))
	args := make([]Value, len(fn.Params))
	for i, p := range fn.Params {
		x, err := tensor.New(*p.Tensor)
		if err != nil {
			b.Fatal(err)
		}
		for j, d := 0, tensor.Data[float32](x); j < len(d); j++ {
			d[j] = 2*rng.Float32() - 1
		}
		args[i] = x
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := prog.Run("main", args, RunOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkProgramRNN(b *testing.B)         { benchProgram(b, "rnn") }
func BenchmarkProgramSoftmax(b *testing.B)     { benchProgram(b, "softmax") }
func BenchmarkProgramElementwise(b *testing.B) { benchProgram(b, "elementwise") }
