package interp

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// unsupportedSrc calls two LAPACK targets the interpreter lacks: one in
// @main's body, one inside an if region, and a third in a private helper.
const unsupportedSrc = `func.func @main(%p: tensor<i1>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %r = "stablehlo.if"(%p) ({
    %a = stablehlo.custom_call @lapack_sgetrf_ffi(%x) : (tensor<2xf32>) -> tensor<2xf32> loc("lu.mlir":3:10)
    stablehlo.return %a : tensor<2xf32>
  }, {
    stablehlo.return %x : tensor<2xf32>
  }) : (tensor<i1>) -> tensor<2xf32>
  %b = stablehlo.custom_call @lapack_sgeqrf_ffi(%r) : (tensor<2xf32>) -> tensor<2xf32> loc("qr.mlir":9:4)
  func.return %b : tensor<2xf32>
}
func.func @aux(%x: tensor<2xf32>) -> tensor<2xf32> {
  %b = stablehlo.custom_call @lapack_ssyevd_ffi(%x) : (tensor<2xf32>) -> tensor<2xf32> loc("eig.mlir":12:4)
  func.return %b : tensor<2xf32>
}`

func TestCheckListsUnsupportedOps(t *testing.T) {
	prog := mustLoad(t, unsupportedSrc)
	err := prog.Check()
	var ce *CheckError
	if !errors.As(err, &ce) || !errors.Is(err, ErrUnsupported) {
		t.Fatalf("Check: got %v, want a CheckError matching ErrUnsupported", err)
	}
	want := []struct{ loc, target string }{
		{"eig.mlir:12:4", "lapack_ssyevd_ffi"},
		{"lu.mlir:3:10", "lapack_sgetrf_ffi"},
		{"qr.mlir:9:4", "lapack_sgeqrf_ffi"},
	}
	if len(ce.Unsupported) != len(want) {
		t.Fatalf("got %d unsupported operations, want %d: %v", len(ce.Unsupported), len(want), err)
	}
	for i, w := range want {
		u := ce.Unsupported[i]
		if u.Op != "stablehlo.custom_call" || u.Loc != w.loc || !strings.Contains(u.Reason, w.target) {
			t.Errorf("entry %d: got %+v, want %s at %s", i, *u, w.target, w.loc)
		}
		if !strings.Contains(err.Error(), w.loc+": error: stablehlo.custom_call: ") {
			t.Errorf("the report lacks %s: %v", w.loc, err)
		}
	}
	var ue *UnsupportedError
	if !errors.As(err, &ue) || ue != ce.Unsupported[0] {
		t.Errorf("errors.As does not reach the first UnsupportedError")
	}

	ok := mustLoad(t, `func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %x, %x : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}`)
	if err := ok.Check(); err != nil || len(ok.Unsupported()) != 0 {
		t.Errorf("a supported module: Check = %v, Unsupported = %v", err, ok.Unsupported())
	}
}

func TestRunUnsupportedError(t *testing.T) {
	prog := mustLoad(t, unsupportedSrc)
	x := mustSlice(t, tensor.NewType(tensor.F32, 2), []float32{1, 2})
	no := mustSlice(t, tensor.NewType(tensor.Bool), []bool{false})
	_, err := prog.Run("main", []Value{no, x}, RunOptions{})
	var ue *UnsupportedError
	var oe *OpError
	if !errors.Is(err, ErrUnsupported) || !errors.As(err, &ue) || !errors.As(err, &oe) {
		t.Fatalf("got %v, want an OpError wrapping an UnsupportedError", err)
	}
	if ue.Loc != "qr.mlir:9:4" || oe.Loc != ue.Loc || oe.Op != "stablehlo.custom_call" {
		t.Errorf("failed at %+v (%s %s), want the custom_call at qr.mlir:9:4", *ue, oe.Op, oe.Loc)
	}
	if want := `qr.mlir:9:4: error: stablehlo.custom_call: custom_call target "lapack_sgeqrf_ffi" is not supported`; !strings.HasPrefix(err.Error(), want) {
		t.Errorf("message %q, want prefix %q", err, want)
	}
}

func TestArgumentError(t *testing.T) {
	prog := mustLoad(t, `func.func @main(%x: tensor<2xf32>, %y: tensor<i64>) -> tensor<2xf32> {
  func.return %x : tensor<2xf32>
}`)
	x := mustSlice(t, tensor.NewType(tensor.F32, 2), []float32{1, 2})
	y := mustSlice(t, tensor.NewType(tensor.SI64), []int64{3})
	_, err := prog.Run("main", []Value{x}, RunOptions{})
	var ae *ArgumentError
	if !errors.As(err, &ae) || ae.Index != -1 || ae.Want != "2" || ae.Got != "1" || ae.Function != "main" {
		t.Fatalf("wrong count: got %v (%+v)", err, ae)
	}
	if err.Error() != "function @main takes 2 arguments, got 1" {
		t.Errorf("message %q", err)
	}
	_, err = prog.Run("main", []Value{x, x}, RunOptions{})
	if !errors.As(err, &ae) || ae.Index != 1 || ae.Want != "tensor<i64>" || ae.Got != "tensor<2xf32>" {
		t.Fatalf("wrong type: got %v (%+v)", err, ae)
	}
	if err.Error() != "function @main, argument 1: expected tensor<i64>, got tensor<2xf32>" {
		t.Errorf("message %q", err)
	}
	_, err = prog.RunGrid(GridConfig{NumReplicas: 2, Args: [][]Value{{x, y}, {y, y}}})
	if !errors.As(err, &ae) || ae.Index != 0 {
		t.Errorf("grid: got %v, want an ArgumentError for argument 0", err)
	}
	if _, err := prog.Run("main", []Value{x, y}, RunOptions{}); err != nil {
		t.Errorf("matching arguments: %v", err)
	}
}

func TestResourceLimitErrors(t *testing.T) {
	deep := mustLoad(t, `func.func @main(%x: tensor<i64>) -> tensor<i64> {
  %0 = func.call @forever(%x) : (tensor<i64>) -> tensor<i64>
  func.return %0 : tensor<i64>
}
func.func private @forever(%x: tensor<i64>) -> tensor<i64> {
  %0 = func.call @forever(%x) : (tensor<i64>) -> tensor<i64>
  func.return %0 : tensor<i64>
}`)
	_, err := deep.Run("main", []Value{scalarI64(t, 1)}, RunOptions{MaxCallDepth: 8})
	var de *CallDepthError
	if !errors.As(err, &de) || !errors.Is(err, ErrResourceLimit) {
		t.Errorf("call depth: got %v, want a CallDepthError matching ErrResourceLimit", err)
	}

	conv := loadNoFusion(t, `func.func @main(%x: tensor<1024xf32>) -> tensor<1024xf64> {
  %a = stablehlo.convert %x : (tensor<1024xf32>) -> tensor<1024xf64>
  %b = stablehlo.convert %a : (tensor<1024xf64>) -> tensor<1024xi32>
  %c = stablehlo.convert %b : (tensor<1024xi32>) -> tensor<1024xf64>
  func.return %c : tensor<1024xf64>
}`)
	_, err = conv.Run("main", []Value{f32Arg(t, 1024)}, RunOptions{MaxMemory: 10000})
	var me *MemoryError
	if !errors.As(err, &me) || !errors.Is(err, ErrResourceLimit) {
		t.Errorf("memory: got %v, want a MemoryError matching ErrResourceLimit", err)
	}

	_, err = conv.Run("main", []Value{f32Arg(t, 1024)}, RunOptions{Limits: tensor.Limits{MaxBytes: 4096}})
	if !errors.Is(err, tensor.ErrTooLarge) || !errors.Is(err, ErrResourceLimit) {
		t.Errorf("tensor size: got %v, want ErrTooLarge matching ErrResourceLimit", err)
	}
	if _, err := conv.Run("main", []Value{f32Arg(t, 1024)}, RunOptions{}); err != nil {
		t.Errorf("within the limits: %v", err)
	}
	for _, e := range []error{ErrUnsupported, ErrDeadlock, ErrCanceled} {
		if errors.Is(e, ErrResourceLimit) || errors.Is(&MemoryError{}, e) {
			t.Errorf("%v and ErrResourceLimit match each other", e)
		}
	}
}

func TestDeadlockErrors(t *testing.T) {
	lonely := `
func.func @recv(%t: !stablehlo.token) -> tensor<2xi64> {
  %r:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 5, type = 3>, is_host_transfer = true} : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
  return %r#0 : tensor<2xi64>
}
func.func @idle(%t: !stablehlo.token) -> tensor<2xi64> {
  %c = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  return %c : tensor<2xi64>
}`
	gridFault(t, lonely, [][]string{{"recv", "idle"}}, [][]Value{{Token{}}, {Token{}}}, func(err error) {
		var de *DeadlockError
		if !errors.As(err, &de) || !errors.Is(err, ErrDeadlock) {
			t.Errorf("unmatched recv: got %v, want a DeadlockError matching ErrDeadlock", err)
		}
	})
	args := [][]Value{{distI64(t, []int64{2}, 1, 2)}, {distI64(t, []int64{2}, 3, 4)}}
	gridFault(t, mismatchedCollectives, [][]string{{"reduce"}, {"gather"}}, args, func(err error) {
		var me *MismatchError
		if !errors.As(err, &me) || !errors.Is(err, ErrDeadlock) {
			t.Errorf("mismatched collectives: got %v, want a MismatchError matching ErrDeadlock", err)
		}
	})
}

func TestCanceledError(t *testing.T) {
	prog := mustLoad(t, `func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %x, %x : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}`)
	x := mustSlice(t, tensor.NewType(tensor.F32, 2), []float32{1, 2})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := prog.Run("main", []Value{x}, RunOptions{Context: ctx})
	var ce *CanceledError
	if !errors.As(err, &ce) || !errors.Is(err, ErrCanceled) || !errors.Is(err, context.Canceled) {
		t.Fatalf("got %v, want a CanceledError matching ErrCanceled and context.Canceled", err)
	}
	if !strings.Contains(err.Error(), "execution stopped: context canceled") {
		t.Errorf("message %q", err)
	}
	cause := errors.New("shutting down")
	ctx, cancelCause := context.WithCancelCause(context.Background())
	cancelCause(cause)
	_, err = prog.Run("main", []Value{x}, RunOptions{Context: ctx})
	if !errors.Is(err, ErrCanceled) || !errors.Is(err, cause) {
		t.Errorf("with a cause: got %v", err)
	}
	if _, err := prog.Run("main", []Value{x}, RunOptions{}); errors.Is(err, ErrCanceled) {
		t.Errorf("an uncanceled run: %v", err)
	}
}

// mustSlice wraps data as a tensor of type ty.
func mustSlice[T tensor.Storage](t testing.TB, ty tensor.Type, data []T) *tensor.Tensor {
	t.Helper()
	r, err := tensor.FromSlice(ty, data)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestUnrankedValuesLocated checks that unranked types fail the compilation
// with an *OpError located where the value is defined: at the operation
// defining it, also when a function returns it, or at the function for its
// signature.
func TestUnrankedValuesLocated(t *testing.T) {
	cases := []struct{ src, loc, op, msg string }{
		{`func.func @main() -> tensor<*xf32> {
  %a = stablehlo.constant dense<1.0> : tensor<2xf32>
  %0 = stablehlo.custom_call @foo(%a) : (tensor<2xf32>) -> tensor<*xf32> loc("u.mlir":3:8)
  func.return %0 : tensor<*xf32>
}`, "u.mlir:3:8", "stablehlo.custom_call", "type tensor<*xf32> is not supported"},
		{`func.func @main(%x: tensor<2xf32>, %y: tensor<*xi32>) -> tensor<2xf32> {
  func.return %x : tensor<2xf32>
} loc("s.mlir":1:1)`, "s.mlir:1:1", "func.func", "function @main, argument 1: type tensor<*xi32> is not supported"},
		{`func.func private @g(%x: tensor<2xf32>) -> tensor<*xf32> loc("d.mlir":1:1)
func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  func.return %x : tensor<2xf32>
}`, "d.mlir:1:1", "func.func", "function @g, result 0: type tensor<*xf32> is not supported"},
	}
	for _, c := range cases {
		_, err := Load([]byte(c.src), "test.mlir")
		var oe *OpError
		if !errors.As(err, &oe) || oe.Loc != c.loc || oe.Op != c.op {
			t.Errorf("got %v (%+v), want an OpError of %s at %s", err, oe, c.op, c.loc)
			continue
		}
		if want := c.loc + ": error: " + c.op + ": " + c.msg; !strings.Contains(err.Error(), want) {
			t.Errorf("message %q, want it to contain %q", err, want)
		}
	}
}
