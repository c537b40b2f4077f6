package interp

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// TestReduceSplitRow reduces long integer rows, which are split across
// goroutines and folded on the vector loops, against the fold in order.
func TestReduceSplitRow(t *testing.T) {
	rng := rand.New(rand.NewSource(21))
	const n = 300001
	for _, k := range []tensor.Kind{tensor.UI32, tensor.SI32, tensor.SI64, tensor.UI8} {
		x := specialInputs(t, rng, k, n)
		for _, op := range []string{"add", "multiply", "maximum", "minimum", "and", "or", "xor"} {
			init := uint64(rng.Uint32())
			if op == "and" || op == "multiply" {
				init = ^uint64(0)
			}
			initT := newTensor(t, tensor.NewType(k, 1))
			initT.SetBits(0, init)
			initT.Normalize()
			src := fmt.Sprintf(`func.func @main(%%x: tensor<%[1]dx%[2]s>, %%i: tensor<%[2]s>) -> tensor<%[2]s> {
  %%r = stablehlo.reduce(%%x init: %%i) applies stablehlo.%[3]s across dimensions = [0] : (tensor<%[1]dx%[2]s>, tensor<%[2]s>) -> tensor<%[2]s>
  func.return %%r : tensor<%[2]s>
}`, n, k, op)
			scalarInit, err := initT.Reshape()
			if err != nil {
				t.Fatal(err)
			}
			got := mustRun(t, src, x, scalarInit)[0].(*tensor.Tensor)
			// The reference: the binary operation applied element by
			// element, in order.
			fn := binaryOps["stablehlo."+op]
			acc := newTensor(t, tensor.NewType(k, 1))
			acc.SetBits(0, init)
			acc.Normalize()
			for i := 0; i < n; i++ {
				e := tensor.View(x, i, i+1)
				if op == "add" || op == "multiply" {
					if err := arith(arithNames["stablehlo."+op], acc, e, acc); err != nil {
						t.Fatal(err)
					}
					continue
				}
				f := fn(k)
				if err := runBinary(&f, acc, e, acc); err != nil {
					t.Fatal(err)
				}
			}
			if got.Bits(0) != acc.Bits(0) {
				t.Fatalf("%s %s: got %#x, want %#x", op, k, got.Bits(0), acc.Bits(0))
			}
		}
	}
}
