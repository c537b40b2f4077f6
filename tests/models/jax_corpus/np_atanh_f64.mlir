// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
#loc1 = loc("x")
module @jit_arctanh attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf64> loc("x")) -> (tensor<16xf64> {jax.result_info = "result"}) {
    %0 = chlo.atanh %arg0 : tensor<16xf64> -> tensor<16xf64> loc(#loc10)
    return %0 : tensor<16xf64> loc(#loc11)
  } loc(#loc)
} loc(#loc)
#loc = loc(unknown)
#loc2 = loc("tests/models/jax_corpus/export.py":570:14 to :33)
#loc3 = loc("tests/models/jax_corpus/export.py":586:35 to :62)
#loc4 = loc("tests/models/jax_corpus/export.py":613:4 to :10)
#loc5 = loc("lower"(#loc2))
#loc6 = loc("main"(#loc3))
#loc7 = loc("<module>"(#loc4))
#loc8 = loc(callsite(#loc6 at #loc7))
#loc9 = loc(callsite(#loc5 at #loc8))
#loc10 = loc("jit(arctanh)/atanh"(#loc9))
#loc11 = loc("jit(arctanh)"(#loc9))
