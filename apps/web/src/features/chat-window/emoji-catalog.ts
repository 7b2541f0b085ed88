import { MSG } from '@conecta/contract';

export type EmojiCategoryId = keyof typeof MSG.chatWindow.emojiCategories;

export type EmojiCategory = { id: EmojiCategoryId; label: string; emojis: string[] };

/** A curated set of common emoji per category, space-separated (some carry a VS16 or ZWJ). */
const SETS: Record<EmojiCategoryId, string> = {
  smileys:
    '😀 😃 😄 😁 😆 😅 😂 🤣 😊 😇 🙂 🙃 😉 😌 😍 🥰 😘 😋 😜 🤪 🤗 🤭 🤔 🤨 😐 😶 😏 🙄 😬 😴 😷 🤒 🤕 😎 🥳 🥺 😢 😭 😡 👩‍⚕️',
  gestures:
    '👍 👎 👌 🤌 🤏 ✌️ 🤞 🤟 🤘 🤙 👈 👉 👆 👇 ☝️ ✋ 🤚 🖐️ 🖖 👋 👏 🙌 👐 🤲 🤝 🙏 ✍️ 💪 👊 ✊ 🤛 🤜 💅 🤳 🙋 🙆 🙅 🤷 💁 🙇',
  hearts:
    '❤️ 🧡 💛 💚 💙 💜 🤎 🖤 🤍 💔 ❣️ 💕 💞 💓 💗 💖 💘 💝 💟 ♥️ 💌 💋 😍 🥰 😘 😻 😽 💑 💏 💒 🌹 💐 🌷 🥀 🌸 🎁 🎀 ✨ 💯 🤗',
  nature:
    '🐶 🐱 🐭 🐹 🐰 🦊 🐻 🐼 🐨 🐯 🦁 🐮 🐷 🐸 🐵 🐔 🐧 🐦 🦋 🐝 🐞 🐢 🐠 🐬 🐳 🌵 🌲 🌳 🌴 🌱 🌿 🍀 🍁 🍂 🌻 🌼 🌞 🌙 ⭐ 🌈',
  food: '🍏 🍎 🍐 🍊 🍋 🍌 🍉 🍇 🍓 🍒 🍑 🥭 🍍 🥥 🥝 🍅 🥑 🥦 🥕 🌽 🥔 🍞 🧀 🥚 🍳 🥞 🥓 🍗 🍔 🍟 🍕 🌭 🥪 🌮 🍝 🍣 🍰 🎂 🍫 ☕',
  objects:
    '📱 💻 ⌨️ 🖥️ 🖨️ 📷 📞 ☎️ ⏰ ⌛ 💡 🔋 🔌 💰 💳 🧾 ✉️ 📧 📩 📦 📅 📆 🗓️ 📋 📌 📎 ✏️ 🖊️ 📝 📁 📄 🔒 🔑 🏥 💊 💉 🩺 🩹 🦷 🧴',
};

const ORDER: EmojiCategoryId[] = ['smileys', 'gestures', 'hearts', 'nature', 'food', 'objects'];

/** The six categories of the picker, in the order of the specification. */
export const EMOJI_CATEGORIES: EmojiCategory[] = ORDER.map((id) => ({
  id,
  label: MSG.chatWindow.emojiCategories[id],
  emojis: SETS[id].split(' '),
}));
