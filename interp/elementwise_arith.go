package interp

import (
	"fmt"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// Arithmetic elementwise binary ops over every numeric kind. The loops are
// typed; the operation is chosen once per call, outside the loop, and
// results of sub-byte integer and narrow float kinds are wrapped or rounded
// to their kind afterwards.

type arithOp int

const (
	opAdd arithOp = iota
	opMultiply
)

var arithNames = map[string]arithOp{
	"stablehlo.add":      opAdd,
	"stablehlo.multiply": opMultiply,
}

type number interface {
	~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16 | ~uint32 | ~uint64 |
		~float32 | ~float64 | ~complex64 | ~complex128
}

func arithLoop[T number](op arithOp, a, b, out []T) {
	switch op {
	case opAdd:
		for i := range out {
			out[i] = a[i] + b[i]
		}
	case opMultiply:
		for i := range out {
			out[i] = a[i] * b[i]
		}
	}
}

func boolArithLoop(op arithOp, a, b, out []bool) {
	switch op {
	case opAdd: // logical or
		for i := range out {
			out[i] = a[i] || b[i]
		}
	case opMultiply: // logical and
		for i := range out {
			out[i] = a[i] && b[i]
		}
	}
}

// arith computes out = a op b for tensors of one kind and shape.
func arith(op arithOp, a, b, out *tensor.Tensor) error {
	switch o := out.Storage().(type) {
	case []bool:
		boolArithLoop(op, a.Bools(), b.Bools(), o)
	case []int8:
		arithLoop(op, a.Int8s(), b.Int8s(), o)
	case []int16:
		arithLoop(op, a.Int16s(), b.Int16s(), o)
	case []int32:
		arithLoop(op, a.Int32s(), b.Int32s(), o)
	case []int64:
		arithLoop(op, a.Int64s(), b.Int64s(), o)
	case []uint8:
		arithLoop(op, a.Uint8s(), b.Uint8s(), o)
	case []uint16:
		arithLoop(op, a.Uint16s(), b.Uint16s(), o)
	case []uint32:
		arithLoop(op, a.Uint32s(), b.Uint32s(), o)
	case []uint64:
		arithLoop(op, a.Uint64s(), b.Uint64s(), o)
	case []float32:
		arithLoop(op, a.Float32s(), b.Float32s(), o)
	case []float64:
		arithLoop(op, a.Float64s(), b.Float64s(), o)
	case []complex64:
		arithLoop(op, a.Complex64s(), b.Complex64s(), o)
	case []complex128:
		arithLoop(op, a.Complex128s(), b.Complex128s(), o)
	default:
		return fmt.Errorf("unsupported element type %s", out.Kind())
	}
	out.Normalize()
	return nil
}

func init() {
	for name, op := range arithNames {
		op := op
		register(name, func(c *OpContext) (Kernel, error) {
			t, err := c.resultTensorType(0)
			if err != nil {
				return nil, err
			}
			if t.Quant != nil {
				return nil, c.Errorf("quantized operands are not supported yet")
			}
			return func(f *Frame, args []Value) ([]Value, error) {
				a, err := tensorArg(args[0])
				if err != nil {
					return nil, err
				}
				b, err := tensorArg(args[1])
				if err != nil {
					return nil, err
				}
				out, err := f.New(a.Type())
				if err != nil {
					return nil, err
				}
				if err := arith(op, a, b, out); err != nil {
					return nil, err
				}
				return []Value{out}, nil
			}, nil
		})
	}
}
