package interp

import (
	"bytes"
	"fmt"
	"math/rand"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// TestBroadcastSplatMatchesPlan checks the splat kernel of broadcast_in_dim
// (one operand element, written in parallel blocks or left to the newly
// made storage) against the general strided plan, for every kind, with
// random bits and with the value tensor.New starts from, on a result large
// enough to be split over goroutines.
func TestBroadcastSplatMatchesPlan(t *testing.T) {
	rng := rand.New(rand.NewSource(4))
	out := []int64{3, 257, 101}
	for _, k := range allKinds {
		in := tensor.NewType(k, 1, 1)
		rt := tensor.NewType(k, out...)
		fresh, err := tensor.New(in)
		if err != nil {
			t.Fatal(err)
		}
		for _, src := range []*tensor.Tensor{randomBits(t, rng, in), fresh} {
			mod := module([]string{in.String()}, fmt.Sprintf(`stablehlo.broadcast_in_dim %%a0, dims = [0, 2] : (%s) -> %s`, in, rt), []string{rt.String()})
			got := mustRun(t, mod, src)[0].(*tensor.Tensor)
			p, err := broadcastPlan(in.Shape, out, []int64{0, 2})
			if err != nil {
				t.Fatal(err)
			}
			want := newTensor(t, rt)
			if err := runPlan(p, want, []*tensor.Tensor{src}); err != nil {
				t.Fatal(err)
			}
			if got.Type().String() != want.Type().String() || !bytes.Equal(got.Raw(), want.Raw()) {
				t.Fatalf("%s: splat of %s differs from the plan's result", k, src.FormatDense())
			}
		}
	}
}

// TestBroadcastSplatIntoCallerOutput broadcasts zero straight into an
// output RunInto was given, which holds other values: the splat must be
// written, not assumed.
func TestBroadcastSplatIntoCallerOutput(t *testing.T) {
	const n = 300
	src := fmt.Sprintf(`func.func @main(%%x: tensor<f32>) -> tensor<%[1]dx%[1]dxf32> {
  %%z = stablehlo.broadcast_in_dim %%x, dims = [] : (tensor<f32>) -> tensor<%[1]dx%[1]dxf32>
  func.return %%z : tensor<%[1]dx%[1]dxf32>
}`, n)
	prog := mustLoad(t, src)
	for _, v := range []float32{0, 2.5} {
		x := newTensor(t, tensor.NewType(tensor.F32))
		x.Float32s()[0] = v
		out := newTensor(t, tensor.NewType(tensor.F32, n, n))
		for i := range out.Float32s() {
			out.Float32s()[i] = float32(i%7) + 1
		}
		if err := prog.RunInto("main", []Value{x}, []*tensor.Tensor{out}, RunOptions{}); err != nil {
			t.Fatal(err)
		}
		for i, got := range out.Float32s() {
			if got != v {
				t.Fatalf("element %d of the splat of %v is %v", i, v, got)
			}
		}
	}
}

// TestLargeSplatOverReusedStorage broadcasts a run-time scalar to a large
// intermediate in successive runs of one Program: the intermediate is
// allocated without clearing, in storage an earlier run released (holding
// that run's value), and must be filled with this run's value everywhere,
// zero included.
func TestLargeSplatOverReusedStorage(t *testing.T) {
	const src = `func.func @main(%v: tensor<f32>) -> tensor<384x512xf32> {
  %a = stablehlo.broadcast_in_dim %v, dims = [] : (tensor<f32>) -> tensor<512x384xf32>
  %t = stablehlo.transpose %a, dims = [1, 0] : (tensor<512x384xf32>) -> tensor<384x512xf32>
  func.return %t : tensor<384x512xf32>
}`
	p := mustLoad(t, src)
	for run, v := range []float32{1.5, 0, -2, 0, 7} {
		arg, _ := tensor.FromSlice(tensor.Type{Kind: tensor.F32}, []float32{v})
		res, err := p.Run("main", []Value{arg}, RunOptions{})
		if err != nil {
			t.Fatal(err)
		}
		for i, x := range res[0].(*tensor.Tensor).Float32s() {
			if x != v {
				t.Fatalf("run %d: element %d = %v, want %v", run, i, x, v)
			}
		}
	}
}
