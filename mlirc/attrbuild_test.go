package mlirc

import (
	"slices"
	"testing"
	"unsafe"
)

func TestSplatNumber(t *testing.T) {
	ctx := newTestContext(t)
	for _, c := range []struct {
		typ  string
		v    float64
		want string
	}{
		{"tensor<2x3xf32>", 0, "dense<0.000000e+00> : tensor<2x3xf32>"},
		{"tensor<f64>", 2.5, "dense<2.500000e+00> : tensor<f64>"},
		{"tensor<2xbf16>", 1, "dense<1.000000e+00> : tensor<2xbf16>"},
		{"tensor<4xi32>", -3, "dense<-3> : tensor<4xi32>"},
		{"tensor<4xui8>", 2, "dense<2> : tensor<4xui8>"},
		{"tensor<2xi1>", 0, "dense<false> : tensor<2xi1>"},
		{"tensor<i1>", 1, "dense<true> : tensor<i1>"},
		{"tensor<3xindex>", 7, "dense<7> : tensor<3xindex>"},
		{"tensor<2xcomplex<f32>>", 0, "dense<(0.000000e+00,0.000000e+00)> : tensor<2xcomplex<f32>>"},
		{"tensor<2xcomplex<f64>>", 1.5, "dense<(1.500000e+00,0.000000e+00)> : tensor<2xcomplex<f64>>"},
	} {
		ty, err := ctx.ParseType(c.typ)
		if err != nil {
			t.Fatal(err)
		}
		a := SplatNumber(ty, c.v)
		if a.IsNull() {
			t.Errorf("%s: null attribute", c.typ)
			continue
		}
		if got := a.String(); got != c.want {
			t.Errorf("%s %v: got %s, want %s", c.typ, c.v, got, c.want)
		}
		parsed, err := ctx.ParseAttribute(c.want)
		if err != nil {
			t.Fatal(err)
		}
		if !parsed.Equal(a) {
			t.Errorf("%s: built attribute differs from the parsed %s", c.typ, c.want)
		}
	}
	tok, err := ctx.ParseType("tensor<2x!quant.uniform<i8:f32, 1.0>>")
	if err == nil && !SplatNumber(tok, 1).IsNull() {
		t.Error("a quantized splat was built")
	}
}

func TestDenseI32Array(t *testing.T) {
	ctx := newTestContext(t)
	a := ctx.DenseI32ArrayAttr([]int32{1, 0, 2})
	if !a.IsDenseI32Array() || a.IsDenseI64Array() {
		t.Fatalf("%s is not an i32 array", a)
	}
	if got := a.I32s(); !slices.Equal(got, []int32{1, 0, 2}) {
		t.Errorf("I32s = %v", got)
	}
	if a.String() != "array<i32: 1, 0, 2>" {
		t.Errorf("printed %s", a)
	}
	if ctx.DenseI64ArrayAttr([]int64{1}).I32s() != nil {
		t.Error("I32s of an i64 array")
	}
	if got := ctx.I64Attr(-5).String(); got != "-5 : i64" {
		t.Errorf("I64Attr printed %s", got)
	}
	if got := ctx.I32Attr(4).String(); got != "4 : i32" {
		t.Errorf("I32Attr printed %s", got)
	}
	called := false
	if err := ctx.WithPtr(func(p unsafe.Pointer) { called = p != nil }); err != nil || !called {
		t.Errorf("WithPtr: err %v, called with a context pointer: %v", err, called)
	}
	ctx.Close()
	if err := ctx.WithPtr(func(unsafe.Pointer) { t.Error("WithPtr called fn on a closed context") }); err != ErrClosed {
		t.Errorf("WithPtr after Close: %v, want ErrClosed", err)
	}
}
