# optimizer_adam_adamw_bits, recorded on a machine with AVX-512F, where paddle's CPU Adam/AdamW are its JIT
# kernels (fused multiply-adds, float32 square roots); that case holds the AVX2 machines' C++ loop's updates.
import runpy

runpy.run_path("optimizer_adam_adamw_bits.py")
