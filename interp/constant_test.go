package interp

import (
	"bytes"
	"encoding/hex"
	"math"
	"runtime"
	"strings"
	"testing"
	"unsafe"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
	"github.com/stablehlo-go/stablehlo/ir"
)

// bigConstantSource is a module whose @main adds its argument to a
// constant of n f32 values 0, 1, ..., n-1 (written as hex data).
func bigConstantSource(n int) string {
	raw := make([]byte, 4*n)
	for i := 0; i < n; i++ {
		b := math.Float32bits(float32(i))
		raw[4*i], raw[4*i+1], raw[4*i+2], raw[4*i+3] = byte(b), byte(b>>8), byte(b>>16), byte(b>>24)
	}
	var sb strings.Builder
	ty := "tensor<" + itoa(n) + "xf32>"
	sb.WriteString("func.func @main(%x: " + ty + ") -> " + ty + " {\n")
	sb.WriteString("  %c = stablehlo.constant dense<\"0x" + strings.ToUpper(hex.EncodeToString(raw)) + "\"> : " + ty + "\n")
	sb.WriteString("  %0 = stablehlo.add %x, %c : " + ty + "\n")
	sb.WriteString("  func.return %0 : " + ty + "\n}\n")
	return sb.String()
}

func itoa(n int) string {
	var b []byte
	for {
		b = append([]byte{byte('0' + n%10)}, b...)
		n /= 10
		if n == 0 {
			return string(b)
		}
	}
}

// constantAttrData returns the raw data of the value attributes of the
// module's constants.
func constantAttrData(m *ir.Module) [][]byte {
	var out [][]byte
	var walk func(r *ir.Region)
	walk = func(r *ir.Region) {
		for _, b := range r.Blocks {
			for _, o := range b.Ops {
				if o.Name == "stablehlo.constant" {
					a := o.Attribute("value")
					if d, ok := a.ResourceBlob(); ok {
						out = append(out, d)
					} else {
						out = append(out, a.RawData())
					}
				}
				for _, sub := range o.Regions {
					walk(sub)
				}
			}
		}
	}
	for _, f := range m.Funcs {
		if f.Body != nil {
			walk(f.Body)
		}
	}
	return out
}

// The program's constant tensors are views of the data of the module it
// keeps for Save, for dense and dense_resource constants of every kind
// whose storage has the raw layout; the others (splats, bool, narrow
// floats) are decoded.
func TestConstantsShareModuleData(t *testing.T) {
	prog := mustLoad(t, `func.func @main() -> (tensor<3xf32>, tensor<2xi64>, tensor<2xcomplex<f64>>, tensor<4xf32>, tensor<2xi16>) {
  %a = stablehlo.constant dense<[1.5, -2.0, 3.25]> : tensor<3xf32>
  %b = stablehlo.constant dense<[7, -9]> : tensor<2xi64>
  %c = stablehlo.constant dense<[(1.0, 2.0), (3.0, -4.0)]> : tensor<2xcomplex<f64>>
  %d = stablehlo.constant dense<0.5> : tensor<4xf32>
  %e = stablehlo.constant dense_resource<blob> : tensor<2xi16>
  func.return %a, %b, %c, %d, %e : tensor<3xf32>, tensor<2xi64>, tensor<2xcomplex<f64>>, tensor<4xf32>, tensor<2xi16>
}
{-#
  dialect_resources: {
    builtin: {
      blob: "0x0200000005000300"
    }
  }
#-}`)
	datas := constantAttrData(prog.module)
	if len(datas) != 5 {
		t.Fatalf("found %d constants in the module, want 5", len(datas))
	}
	shared := map[unsafe.Pointer]bool{}
	for c := range prog.constants {
		shared[storagePointer(c)] = true
	}
	for i, d := range datas {
		want := i != 3 // the splat is expanded
		if got := shared[unsafe.Pointer(unsafe.SliceData(d))]; got != want {
			t.Errorf("constant %d: shares the module's data: %v, want %v", i, got, want)
		}
	}
	res, err := prog.Run("main", nil, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got := res[0].(*tensor.Tensor).Float32s(); got[0] != 1.5 || got[1] != -2 || got[2] != 3.25 {
		t.Errorf("f32 constant = %v", got)
	}
	if got := res[1].(*tensor.Tensor).Int64s(); got[0] != 7 || got[1] != -9 {
		t.Errorf("i64 constant = %v", got)
	}
	if got := res[2].(*tensor.Tensor).Complex128s(); got[0] != complex(1, 2) || got[1] != complex(3, -4) {
		t.Errorf("complex constant = %v", got)
	}
	if got := res[4].(*tensor.Tensor).Int16s(); got[0] != 5 || got[1] != 3 {
		t.Errorf("resource constant = %v", got)
	}
	// A result is a copy: writing it leaves the program's data alone.
	res[0].(*tensor.Tensor).Float32s()[0] = 100
	res[4].(*tensor.Tensor).Int16s()[0] = 100
	again, err := prog.Run("main", nil, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if again[0].(*tensor.Tensor).Float32s()[0] != 1.5 || again[4].(*tensor.Tensor).Int16s()[0] != 5 {
		t.Errorf("writing a result changed the program's constant")
	}
	// Save writes the shared data: the saved program runs the same.
	var buf bytes.Buffer
	if err := prog.Save(&buf); err != nil {
		t.Fatal(err)
	}
	back, err := ReadProgram(&buf)
	if err != nil {
		t.Fatal(err)
	}
	saved, err := back.Run("main", nil, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for i := range saved {
		if !saved[i].(*tensor.Tensor).BitwiseEqual(again[i].(*tensor.Tensor)) {
			t.Errorf("result %d of the saved program: %v, want %v", i, saved[i], again[i])
		}
	}
}

// storagePointer returns the address of a tensor's first element.
func storagePointer(x *tensor.Tensor) unsafe.Pointer {
	switch x.Kind() {
	case tensor.F32:
		return unsafe.Pointer(unsafe.SliceData(x.Float32s()))
	case tensor.SI64:
		return unsafe.Pointer(unsafe.SliceData(x.Int64s()))
	case tensor.SI16:
		return unsafe.Pointer(unsafe.SliceData(x.Int16s()))
	case tensor.Complex128:
		return unsafe.Pointer(unsafe.SliceData(x.Complex128s()))
	}
	return nil
}

// heapInUse returns the bytes of live heap objects after a collection.
func heapInUse() uint64 {
	var ms runtime.MemStats
	runtime.GC()
	runtime.GC()
	runtime.ReadMemStats(&ms)
	return ms.HeapAlloc
}

// A loaded program holds its constants' data once: the heap it keeps is
// little more than the constant's size, not twice it.
func TestLoadedProgramHoldsConstantsOnce(t *testing.T) {
	const n = 1 << 20 // 4 MiB of f32
	src := []byte(bigConstantSource(n))
	before := heapInUse()
	prog, err := Load(src, "big.mlir")
	if err != nil {
		t.Fatal(err)
	}
	held := int64(heapInUse()) - int64(before)
	t.Logf("program with a %d-byte constant holds %d bytes of heap", 4*n, held)
	if held > 4*n*3/2 {
		t.Errorf("the loaded program holds %d bytes for a %d-byte constant", held, 4*n)
	}
	x, err := tensor.New(tensor.NewType(tensor.F32, n))
	if err != nil {
		t.Fatal(err)
	}
	res, err := prog.Run("main", []Value{x}, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got := res[0].(*tensor.Tensor).Float32s(); got[n-1] != n-1 || got[12345] != 12345 {
		t.Errorf("result %v ... %v", got[12345], got[n-1])
	}
	runtime.KeepAlive(src)
}
