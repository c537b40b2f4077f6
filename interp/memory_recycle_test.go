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

// scanCallLoop is a recurrent loop in the shape JAX exports lax.scan in:
// the body slices step i out of xs and calls functions that compute the
// next state, so that the state and the slice reach their last reader as
// arguments of a callee.
func scanCallLoop(n, steps int) string {
	return fmt.Sprintf(`func.func @main(%%h0: tensor<%[1]dxf32>, %%xs: tensor<%[2]dx%[1]dxf32>) -> tensor<%[1]dxf32> {
  %%zero = stablehlo.constant dense<0> : tensor<i32>
  %%w:3 = stablehlo.while(%%i = %%zero, %%h = %%h0, %%x = %%xs) : tensor<i32>, tensor<%[1]dxf32>, tensor<%[2]dx%[1]dxf32>
  cond {
    %%n = stablehlo.constant dense<%[2]d> : tensor<i32>
    %%lt = stablehlo.compare LT, %%i, %%n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %%lt : tensor<i1>
  } do {
    %%s = func.call @row(%%x, %%i) : (tensor<%[2]dx%[1]dxf32>, tensor<i32>) -> tensor<%[1]dxf32>
    %%nh = func.call @step(%%h, %%s) : (tensor<%[1]dxf32>, tensor<%[1]dxf32>) -> tensor<%[1]dxf32>
    %%one = stablehlo.constant dense<1> : tensor<i32>
    %%ni = stablehlo.add %%i, %%one : tensor<i32>
    stablehlo.return %%ni, %%nh, %%x : tensor<i32>, tensor<%[1]dxf32>, tensor<%[2]dx%[1]dxf32>
  }
  func.return %%w#1 : tensor<%[1]dxf32>
}
func.func private @row(%%xs: tensor<%[2]dx%[1]dxf32>, %%i: tensor<i32>) -> tensor<%[1]dxf32> {
  %%z = stablehlo.constant dense<0> : tensor<i32>
  %%d = stablehlo.dynamic_slice %%xs, %%i, %%z, sizes = [1, %[1]d] : (tensor<%[2]dx%[1]dxf32>, tensor<i32>, tensor<i32>) -> tensor<1x%[1]dxf32>
  %%r = stablehlo.reshape %%d : (tensor<1x%[1]dxf32>) -> tensor<%[1]dxf32>
  func.return %%r : tensor<%[1]dxf32>
}
func.func private @step(%%h: tensor<%[1]dxf32>, %%x: tensor<%[1]dxf32>) -> tensor<%[1]dxf32> {
  %%r = stablehlo.reverse %%h, dims = [0] : tensor<%[1]dxf32>
  %%a = stablehlo.add %%r, %%x : tensor<%[1]dxf32>
  func.return %%a : tensor<%[1]dxf32>
}`, n, steps)
}

// The state and the slices of a scan loop die inside callees, which the
// loop and the calls bind: their storage goes to the next iteration's
// tensors once the body returned, and the results stay right.
func TestScanLoopRecyclesCalleeArguments(t *testing.T) {
	const n, steps = 1024, 300
	for _, fuse := range []bool{false, true} {
		var prog *Program
		if fuse {
			prog = mustLoad(t, scanCallLoop(n, steps))
		} else {
			prog = loadNoFusion(t, scanCallLoop(n, steps))
		}
		h0 := f32Arg(t, n)
		xs, err := tensor.New(tensor.Type{Kind: tensor.F32, Shape: []int64{steps, n}})
		if err != nil {
			t.Fatal(err)
		}
		xd := xs.Float32s()
		for i := range xd {
			xd[i] = float32(i%7) - 3
		}
		// The same recurrence in Go.
		want := append([]float32(nil), h0.Float32s()...)
		next := make([]float32, n)
		for s := 0; s < steps; s++ {
			for j := range next {
				next[j] = want[n-1-j] + xd[s*n+j]
			}
			want, next = next, want
		}
		run := func() uint64 {
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			res, err := prog.Run("main", []Value{h0, xs}, RunOptions{})
			runtime.ReadMemStats(&after)
			if err != nil {
				t.Fatal(err)
			}
			for j, v := range res[0].(*tensor.Tensor).Float32s() {
				if v != want[j] {
					t.Fatalf("fusion %v: element %d is %v, want %v", fuse, j, v, want[j])
				}
			}
			return after.TotalAlloc - before.TotalAlloc
		}
		run()
		if perIter := run() / steps; perIter > n*4/2 {
			t.Errorf("fusion %v: %d bytes allocated per iteration, want at most %d (tensors of %d bytes recycled)", fuse, perIter, n*4/2, n*4)
		}
	}
}

// A state value whose last reader is a callee of the condition is still
// read by the body (through a callee returning its argument), and the
// loop's results are read after it: the storage of none of them may go to
// new tensors of the same size.
func TestRecyclingKeepsValuesCalleesRelease(t *testing.T) {
	src := `func.func @main(%v0: tensor<64xf32>) -> tensor<64xf32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %w:2 = stablehlo.while(%i = %zero, %v = %v0) : tensor<i32>, tensor<64xf32>
  cond {
    %ok = func.call @check(%v, %i) : (tensor<64xf32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %ok : tensor<i1>
  } do {
    %same = func.call @id(%v) : (tensor<64xf32>) -> tensor<64xf32>
    %r = stablehlo.reverse %same, dims = [0] : tensor<64xf32>
    %d = stablehlo.add %r, %same : tensor<64xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %ni = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %ni, %d : tensor<i32>, tensor<64xf32>
  }
  %a = stablehlo.reverse %w#1, dims = [0] : tensor<64xf32>
  %b = stablehlo.reverse %w#1, dims = [0] : tensor<64xf32>
  %ab = stablehlo.add %a, %b : tensor<64xf32>
  %out = stablehlo.add %ab, %w#1 : tensor<64xf32>
  func.return %out : tensor<64xf32>
}
func.func private @check(%v: tensor<64xf32>, %i: tensor<i32>) -> tensor<i1> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %n = stablehlo.constant dense<24> : tensor<i32>
  %s = stablehlo.reduce(%v init: %z) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
  %pos = stablehlo.compare GE, %s, %z : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %lt = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %ok = stablehlo.and %pos, %lt : tensor<i1>
  func.return %ok : tensor<i1>
}
func.func private @id(%v: tensor<64xf32>) -> tensor<64xf32> {
  func.return %v : tensor<64xf32>
}`
	for _, fuse := range []bool{false, true} {
		var prog *Program
		if fuse {
			prog = mustLoad(t, src)
		} else {
			prog = loadNoFusion(t, src)
		}
		x := f32Arg(t, 64)
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		res, err := prog.Run("main", []Value{x}, RunOptions{Context: ctx})
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		for i, v := range res[0].(*tensor.Tensor).Float32s() {
			// Every element of v + reverse(v) is 63 the first time,
			// and doubles from then on (24 times in the loop); the
			// result is three times the loop's.
			if want := float32(3 * 63 << 23); v != want {
				t.Fatalf("fusion %v: element %d is %v, want %v", fuse, i, v, want)
			}
		}
	}
}

// An operation of a loop's condition that is the last reader of a state
// tensor must not compute in place in it: the body reads the state next.
func TestWhileConditionKeepsState(t *testing.T) {
	src := `func.func @main(%v0: tensor<64xf32>) -> tensor<64xf32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %n = stablehlo.constant dense<3> : tensor<i32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %w:2 = stablehlo.while(%i = %zero, %v = %v0) : tensor<i32>, tensor<64xf32>
  cond {
    %neg = stablehlo.negate %v : tensor<64xf32>
    %s = stablehlo.reduce(%neg init: %z) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %pos = stablehlo.compare LE, %s, %z : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %lt = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %ok = stablehlo.and %pos, %lt : tensor<i1>
    stablehlo.return %ok : tensor<i1>
  } do {
    %d = stablehlo.add %v, %v : tensor<64xf32>
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
		res, err := prog.Run("main", []Value{f32Arg(t, 64)}, RunOptions{})
		if err != nil {
			t.Fatal(err)
		}
		for i, v := range res[0].(*tensor.Tensor).Float32s() {
			if want := float32(i * 8); v != want {
				t.Fatalf("fusion %v: element %d is %v, want %v", fuse, i, v, want)
			}
		}
	}
}
