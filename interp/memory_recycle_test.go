package interp

import (
	"context"
	"fmt"
	"runtime"
	"testing"
	"time"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// A loop state value whose last reader in the condition is a reduce is
// still read by the body: its storage must not go to the body's new
// tensors of the same size.
func TestRecyclingKeepsLoopState(t *testing.T) {
	src := `func.func @main(%v0: tensor<64xf32>) -> tensor<64xf32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %n = stablehlo.constant dense<5> : tensor<i32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %w:2 = stablehlo.while(%i = %zero, %v = %v0) : tensor<i32>, tensor<64xf32>
  cond {
    %s = stablehlo.reduce(%v init: %z) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %pos = stablehlo.compare GE, %s, %z : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %lt = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %ok = stablehlo.and %pos, %lt : tensor<i1>
    stablehlo.return %ok : tensor<i1>
  } do {
    %r1 = stablehlo.reverse %v, dims = [0] : tensor<64xf32>
    %r2 = stablehlo.reverse %r1, dims = [0] : tensor<64xf32>
    %d = stablehlo.add %r2, %v : tensor<64xf32>
    %ni = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %ni, %d : tensor<i32>, tensor<64xf32>
  }
  func.return %w#1 : tensor<64xf32>
}`
	for _, fuse := range []bool{false, true} {
		var prog *Program
		if fuse {
			prog = mustLoad(t, src)
		} else {
			prog = loadNoFusion(t, src)
		}
		x := f32Arg(t, 64)
		// A counter overwritten by the body would loop for ever.
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		res, err := prog.Run("main", []Value{x}, RunOptions{Context: ctx})
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		for i, v := range res[0].(*tensor.Tensor).Float32s() {
			if want := float32(i * 32); v != want {
				t.Fatalf("fusion %v: element %d is %v, want %v", fuse, i, v, want)
			}
		}
	}
}

// reverseLoop runs iters iterations of a body that makes three tensors of
// n floats, two of which die in the body.
func reverseLoop(n, iters int) string {
	return fmt.Sprintf(`func.func @main(%%v0: tensor<%[1]dxf32>) -> tensor<%[1]dxf32> {
  %%zero = stablehlo.constant dense<0> : tensor<i32>
  %%one = stablehlo.constant dense<1> : tensor<i32>
  %%n = stablehlo.constant dense<%[2]d> : tensor<i32>
  %%w:2 = stablehlo.while(%%i = %%zero, %%v = %%v0) : tensor<i32>, tensor<%[1]dxf32>
  cond {
    %%lt = stablehlo.compare LT, %%i, %%n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %%lt : tensor<i1>
  } do {
    %%r1 = stablehlo.reverse %%v, dims = [0] : tensor<%[1]dxf32>
    %%r2 = stablehlo.reverse %%r1, dims = [0] : tensor<%[1]dxf32>
    %%r3 = stablehlo.reverse %%r2, dims = [0] : tensor<%[1]dxf32>
    %%ni = stablehlo.add %%i, %%one : tensor<i32>
    stablehlo.return %%ni, %%r3 : tensor<i32>, tensor<%[1]dxf32>
  }
  func.return %%w#1 : tensor<%[1]dxf32>
}`, n, iters)
}

// Tensors that die inside a loop body hand their storage to the next
// allocations of their size: an iteration allocates about one new tensor
// (the one carried to the next iteration) instead of three.
func TestLoopBodyRecyclesStorage(t *testing.T) {
	const n, iters = 4096, 400
	prog := loadNoFusion(t, reverseLoop(n, iters))
	x := f32Arg(t, n)
	run := func() uint64 {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		res, err := prog.Run("main", []Value{x}, RunOptions{})
		runtime.ReadMemStats(&after)
		if err != nil {
			t.Fatal(err)
		}
		for i, v := range res[0].(*tensor.Tensor).Float32s() {
			// 3*iters reversals: an even number.
			if want := float32(i); v != want {
				t.Fatalf("element %d is %v, want %v", i, v, want)
			}
		}
		return after.TotalAlloc - before.TotalAlloc
	}
	run()
	perIter := run() / iters
	if perIter > 3*n*4/2 {
		t.Errorf("%d bytes allocated per iteration, want at most %d (tensors of %d bytes recycled)", perIter, 3*n*4/2, n*4)
	}
}
