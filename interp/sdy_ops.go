package interp

// The interpreter runs a program's global view: Shardy sharding annotations
// say how values are split across devices, which does not change them, so
// sdy.sharding_constraint forwards its operand. sdy.manual_computation
// (per-device bodies with collectives, from shard_map) is not supported.
func init() {
	register("sdy.sharding_constraint", func(c *OpContext) (Kernel, error) {
		return func(f *Frame, args []Value) ([]Value, error) {
			return []Value{args[0]}, nil
		}, nil
	})
}
