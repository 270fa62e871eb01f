import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

export const FIFTH_TEST_SET: LabelledMessage[] = [
  // ── urgent ──
  {
    message:
      "police don rest my brother this morning at the round about in makeni they take him to the station he still there now I need a lore person to go there please",
    intent: "urgent",
  },
  {
    message:
      "please the police hold my friend since 6 o'clock they put him inside cell because of okada license they say he must pay before they release him what to do",
    intent: "urgent",
  },
  {
    message:
      "they just rest my small brother for nothing he was only standing by the junction waiting for passenger and they say he is one of the boys who fight the traffic warden he is at the makeni police station right now can one lawyer come",
    intent: "urgent",
  },
  { message: "my boss the okada owner they lock him up yesterday night until now no bell they say pay money first please help", intent: "urgent" },
  {
    message:
      "hello I want to ask how much una take for land paper but first thing police arrest my uncle now now on teko road he still inside cell who can go there",
    intent: "urgent",
    also: ["knowledge:Fees"],
  },
  {
    message:
      "Good afternoon. I hope this message finds you well. I am a retired teacher living in Bo, and I have always held the legal profession in the highest regard. I write with a heavy heart concerning my grandson, a young man of twenty who has never given anyone a day of trouble. Yesterday evening officers came to our compound and took him away in connection with a quarrel at the football field. He has spent the night at the Bo police station and they have not allowed me to see him. Could you kindly advise whether one of your lawyers can attend to him there today?",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir or Madam, I must beg your patience with an old man. My nephew, whom I raised after his parents passed, has been held on remand at the Bo correctional centre for three weeks now. Nobody has told us when he will go before a magistrate and his mother weeps daily. Is there any counsel at your chambers who could take up his matter at once?",
    intent: "urgent",
  },
  {
    message:
      "Kindly forgive my writing at this hour. Two police officers are standing at my gate at this very moment asking for my son, and I confess I do not know what to say to them. What ought I to do?",
    intent: "urgent",
  },
  {
    message:
      "Permit me to explain. Many years ago I taught a bright boy named Sahr in Form Two, and he has since become a taxi driver with a family of his own. His wife came to me in tears this morning because the traffic police detained him at dawn after a dispute over a fare, and he is still being kept at the station on Dambara Road. I told her I would ask. Is there a lawyer who could go and see him?",
    intent: "urgent",
  },
  {
    message:
      "Good morning. I had meant to enquire about your opening hours for a small matter of my own, but something more pressing has arisen: my neighbour's son was picked up by CID officers early today and is being held at the Kissy Road station. Would someone be able to assist him, and what are your hours?",
    intent: "urgent",
    also: ["hours"],
  },
  { message: "di polis dem don hol mi broda na Tombo stesin since yestade, leh una ep me abeg", intent: "urgent" },
  {
    message:
      "dem arest mi bot boy dem dis mornin wen dem kam bak fom sea, di polis se wi kar contraband bot na jos fish an ays we wi kar. dem de hol dem na Waterloo polis naw naw an dem nor gri mek a si dem. wetin a fit du",
    intent: "urgent",
  },
  { message: "marine polis dem don tek mi bot an dem lok mi pikin na dia ofis na Goderich, a nor sabi wetin fo du", intent: "urgent" },
  { message: "abeg una, mi wef in broda de na cell naw, dem nor gri gi am bel. wetin a fit du", intent: "urgent" },
  { message: "polis dem de na mi os door naw naw dem wan tek me, a nor du natin, ep me", intent: "urgent" },
  { message: "pt's son arrested 2nite, in cell at lumley stn. need lawyer asap", intent: "urgent" },
  { message: "husband held by police since 8pm. what do i do", intent: "urgent" },
  { message: "bro detained at CID kingtom. urgent pls", intent: "urgent" },
  { message: "police at my door now. rights?", intent: "urgent" },
  { message: "sister on remand pademba rd 2 wks. no lawyer yet. help", intent: "urgent" },
  {
    message:
      "Bonjour, my shop manager was arrested this morning by police on Kissy Street, they are holding him at Central station. I need a lawyer to go there immediately, money is not a problem.",
    intent: "urgent",
  },
  {
    message:
      "Police came to our warehouse at Wellington industrial estate with a paper and took my brother-in-law, something about a complaint from an ex-employee. He is in custody now at Eastern Police and they refuse bail. Please send someone, c'est urgent.",
    intent: "urgent",
  },
  {
    message:
      "Customs and police are detaining my driver at the quay right now together with the truck, they say the declaration is not correct but I have all the papers from the agent here in my hand. They will not let him go and his phone is now off. What can we do?",
    intent: "urgent",
  },
  {
    message:
      "My cousin is kept at the station since Friday, they say fraud but no charge yet. Can your criminal lawyer go there today? And what is your fee for this kind of thing?",
    intent: "urgent",
    also: ["knowledge:Fees"],
  },
  {
    message: "Excuse me, urgent matter. My son was taken by police from the shop thirty minutes ago and I don't even know which station they carried him to.",
    intent: "urgent",
  },
  {
    message:
      "bro my guy just got arrested at school gate for fighting 😭 it wasn't even him who started it, the other boys from the other school came with sticks. police dey carry am go station now and his mum isn't picking up wetin we go do",
    intent: "urgent",
  },
  { message: "omg police took my big sis boyfriend last night and he's still there 😬 can u help", intent: "urgent" },
  { message: "my dad is in a police cell rn and my mum is crying pls what do we do", intent: "urgent" },
  { message: "they locked up my friend at congo cross station for smoking 😭😭 is any lawyer free", intent: "urgent" },
  { message: "yo police just raided our street and took my brother, he's only 17. help pls", intent: "urgent" },
  {
    message:
      "My late husband brother dem go report me and police come take my son this morning, he is now at Kenema police station because of the land matter. Please help me ooo",
    intent: "urgent",
  },
  {
    message:
      "Good evening, I am a widow in Kenema. The in-laws brought police to the house and they have arrested my first son, since yesterday he dey na cell. What can I do?",
    intent: "urgent",
  },
  {
    message: "dem hold my daughter na police station because of the family land palaver, she get small baby for breastfeed, abeg una send lawyer",
    intent: "urgent",
  },
  {
    message:
      "When my husband died in 2021 his people said the house in Nyandeyama belongs to the family, not to me and the children. I kept quiet and kept paying the rates. Last month they started to cut down the cocoa behind the house and my son stood up to them. Now they have gone to the police and since Sunday the police are holding him at Kenema central, they say he threatened them. Can somebody come please?",
    intent: "urgent",
  },
  { message: "Police dey na we compound now with my husband family dem, they say they want carry me go station, wetin I go do", intent: "urgent" },
  {
    message: "My brother's just been nicked by the police in Aberdeen and they're holding him at the station. Can a solicitor get down there today?",
    intent: "urgent",
  },
  {
    message:
      "Bit of an emergency - my mate flew in with me from Gatwick and was arrested at Lungi airport about an hour ago over something in his luggage. They're still holding him in a back room and won't tell me a thing. Who do I ring?",
    intent: "urgent",
  },
  { message: "The police are at the door right now asking for my husband. What do we do? Can you send someone round?", intent: "urgent" },
  {
    message: "My son has been in custody since Saturday without being charged. Is that even allowed here? He's still at the station as we speak.",
    intent: "urgent",
    also: ["legal-question"],
  },
  {
    message:
      "Only just got back from London and found my cousin's been banged up on remand at Pademba Road for months with no trial date. Need a solicitor to sort this out urgently.",
    intent: "urgent",
  },

  // ── safety ──
  { message: "my wife brother say he go kill me tomorrow he come with cutlass this morning i fear please help", intent: "safety" },
  { message: "the man dey beat my sister now now inside the house she is shouting", intent: "safety" },
  { message: "some boys at the okada park threaten to burn my bike and hurt me i fear for my life", intent: "safety" },
  { message: "one man hold knife for my neck this evening because of okada money he say he go come back tonight to finish me", intent: "safety" },
  {
    message:
      "I write, somewhat embarrassed, about a private family matter. My daughter's husband has been beating her regularly for some time. Last night she came to my house with bruises on her arms and face, and he has sent word that he will come here to fetch her. I fear for her life. What can be done to protect her tonight?",
    intent: "safety",
  },
  {
    message:
      "A man in my neighbourhood, with whom I had a disagreement over a drainage channel, has threatened openly to harm me, and I now dare not leave my house after dark. I am seventy-one years old. I should be grateful for any guidance on how I may be kept safe.",
    intent: "safety",
  },
  {
    message:
      "Forgive me for raising so painful a subject. The girl who helps in my house, a child of fourteen, has confided in my wife that a relative in her village has been abusing her sexually, and she is terrified of being sent back there. What should we do for her?",
    intent: "safety",
  },
  { message: "mi man de bit mi sista naw naw, i don brok ee han, wetin wi fit du", intent: "safety" },
  { message: "som man dem se dem go kil mi bikos of di fishin net palava, a de fear fo go sea", intent: "safety" },
  { message: "mi neba in pikin, dem rape am, di gyal na 12 yia, leh una ep wi", intent: "safety" },
  { message: "ex followed me home from shift. threatening me. scared", intent: "safety" },
  { message: "partner hit me again tonight. kids here. need help", intent: "safety" },
  { message: "pt told me she was raped on the way home, what can she do now", intent: "safety" },
  { message: "A group of men came to my shop and said they will kill me if I don't pay them every month. I am scared for my family.", intent: "safety" },
  { message: "My employee says her husband beats her every night, she is hiding in my shop now and is afraid to go home. What can we do?", intent: "safety" },
  { message: "Ma femme is afraid, her brother threatens her with a knife in the house, he is there right now", intent: "safety" },
  { message: "my stepdad beats me every day and says he will kill me 😢 i dont know who to tell", intent: "safety" },
  { message: "some guys threatened to stab me after school tmrw im scared fr", intent: "safety" },
  { message: "a teacher keeps touching me and says if i tell anyone he will fail me in WASSCE", intent: "safety" },
  {
    message:
      "My husband family dem say they go kill me if I no leave the house before the fortieth day, they come with stick last night and break the window and my children dem de cry. I no sleep all night. Help me please",
    intent: "safety",
  },
  { message: "my brother in law beat me yesterday and take my phone, I de hide with my children na my friend house now", intent: "safety" },
  { message: "I fear for my life, dem say dem go poison me because of the land wey my husband leave for me", intent: "safety" },
  { message: "My ex is outside the flat shouting that he'll do me in. I'm terrified. What do I do?", intent: "safety" },
  { message: "My partner's been knocking me about for months and tonight was the worst yet. I need help getting out safely.", intent: "safety" },
  {
    message:
      "Someone's been sending me texts saying they'll hurt my kids if I don't drop the case against my old landlord. They know which school they go to. Honestly frightened to let them out the door.",
    intent: "safety",
  },

  // ── legal-question ──
  { message: "if police catch me with no licence for okada how many month they go put me for prison", intent: "legal-question" },
  {
    message:
      "i rent one room in makeni for two years and i always pay even when market slow now the landlord say him nephew want the room and i must go by sunday without any notice is that legal under the lore",
    intent: "legal-question",
  },
  { message: "can the core take my okada because i owe the owner small money from the daily pay", intent: "legal-question" },
  {
    message:
      "yesterday one small boy run cross the road and i knock him with okada he get wound for leg and they take him hospital the family say they go report me if i knock person like that what the lore say will i go prison or just pay",
    intent: "legal-question",
  },
  {
    message:
      "I taught mathematics for thirty-four years, first at a mission school and later at a government secondary school in Bo, and on retirement I used my savings to build a modest house on land my late elder brother gave me by word of mouth in 1989. There was no paper, only witnesses, two of whom are still living. His children now say the land was never mine. My question is whether they have any legal right to the house I built?",
    intent: "legal-question",
  },
  {
    message: "Would a will written by hand and signed by my late wife, but not witnessed by anyone, be accepted as valid by the court?",
    intent: "legal-question",
  },
  {
    message:
      "I hope you will not think me troublesome. My end-of-service benefits have been withheld by the school board for nearly two years, on the grounds that certain records were lost in their office. I have written letters and paid visits, all to no avail. Can an employer lawfully withhold a retired teacher's benefits in this manner?",
    intent: "legal-question",
  },
  {
    message: "Is it lawful for the chiefdom authorities to demand a payment before they will recognise my purchase of land in the village?",
    intent: "legal-question",
  },
  {
    message:
      "a kar wan man in kago fo kam Freetown fom Shenge, bag dem fo rays an oil. di sea bin rof an mi bot sink na we, ol di kago los bot wi ol kam out alive tank God. naw di man se a fo pe fo ol. if mi bot sink an di kago los, na me fo pe di owner? wetin di lo se",
    intent: "legal-question",
  },
  { message: "mi wef lef mi an go Kambia, she fit tek di pikin dem? a go get custody?", intent: "legal-question" },
  { message: "if a nor pay di bot rent tri mont, di man fit sue me na kot?", intent: "legal-question" },
  { message: "di polis tek mi net na sea se e tu smol, dem get rait fo du dat?", intent: "legal-question" },
  { message: "can employer deduct pay for missed shift w/o notice. legal?", intent: "legal-question" },
  { message: "custody q - will mom get kids if dad works nights?", intent: "legal-question" },
  { message: "signed bond w hospital. if i leave early can they sue me", intent: "legal-question" },
  { message: "is it legal for landlord to lock me out 4 late rent", intent: "legal-question" },
  {
    message:
      "I paid a supplier in Guinea 12,000 dollars in advance for cement and zinc, we have only WhatsApp messages and a proforma facture. If he takes my money and does not deliver, can I sue him in a Sierra Leone court or must I go to Conakry?",
    intent: "legal-question",
  },
  { message: "Is a contract written only in French valid here, or must it be in English to be enforced?", intent: "legal-question" },
  {
    message: "My tenant at the shop in Lumley has not paid six months. If I take him to court, will I win and will he have to pay everything plus interest?",
    intent: "legal-question",
  },
  {
    message:
      "Should I sign this partnership agreement? There is a clause saying I am personally liable for all debts of the company, even the ones my partner makes alone.",
    intent: "legal-question",
  },
  { message: "is it illegal to record my teacher in class without permission 😅", intent: "legal-question" },
  {
    message:
      "ok so my parents found out about my boyfriend and now they say i can't go to his house or even text him 🙄 im 17 and i'll be 18 in march. can they legally stop me or is that just their rules",
    intent: "legal-question",
  },
  { message: "how many years in jail for stealing a phone, asking for a friend 👀", intent: "legal-question" },
  { message: "what age can u legally marry in sierra leone", intent: "legal-question" },
  { message: "Do my husband brothers get right to take the house after he die? We married in church in 1998.", intent: "legal-question" },
  {
    message:
      "My husband no write will before he die. He marry me after the first wife die and we live together twenty years, he get two children with her and three with me. How the law go share him property between me and the children of his first wife?",
    intent: "legal-question",
  },
  { message: "Can the in-laws take my children from me because my husband don die? Dem say pikin na for the father family.", intent: "legal-question" },
  {
    message: "I want to know if customary marriage is the same as church marriage when the court share inheritance, because my own was customary",
    intent: "legal-question",
  },
  { message: "Can my landlord keep the whole deposit for a bit of ordinary wear and tear? Seems a bit much.", intent: "legal-question" },
  { message: "If I was done for drink-driving back in the UK years ago, would that count against me here?", intent: "legal-question" },
  {
    message:
      "I worked for a telecoms company here for three years after coming back from the UK, good reviews, no warnings. Last Friday they handed me a letter and walked me out the door, not a day's notice. Do I have a case against them?",
    intent: "legal-question",
  },
  { message: "Would my UK will be recognised by the courts here, or do I need to sort out a new one for the property in Freetown?", intent: "legal-question" },

  // ── off-topic ──
  {
    message:
      "what is the price of okada spare parts for makeni now chain and sprocket and the back tyre because the dealer say dollar go up again and i think he lie",
    intent: "off-topic",
  },
  { message: "who win the match yesterday east end lions or kallon", intent: "off-topic" },
  { message: "how much for one town lot of land in makeni near the university", intent: "off-topic" },
  { message: "will rain fall tomorrow in makeni i want wash my bike", intent: "off-topic" },
  { message: "please write one nice letter for my girlfriend birthday she name fatu", intent: "off-topic" },
  {
    message:
      "I wonder whether you might help me compose a short speech for the send-off ceremony of an old colleague who later served many years as a magistrate. Something dignified, perhaps three minutes, with a touch of humour about his love of cricket.",
    intent: "off-topic",
  },
  {
    message:
      "Could you kindly recommend a good book on the history of Sierra Leone's courts and judiciary for my grandson's school project? He must submit it by Friday.",
    intent: "off-topic",
  },
  {
    message: "A small dispute has arisen in our reading club: is it spelt judgement or judgment? I should be obliged if you could settle it.",
    intent: "off-topic",
  },
  { message: "Could you tell me the distance from Bo to Freetown by road and what time the government buses depart from Bo?", intent: "off-topic" },
  {
    message: "Please compose a poem of four verses in praise of teachers, for the anniversary of the Bo Government Secondary School old boys association.",
    intent: "off-topic",
  },
  { message: "wetin na di price fo bonga fish na Tombo dis wik", intent: "off-topic" },
  { message: "how fo fix mi bot injin we de smok black", intent: "off-topic" },
  { message: "di tide go hay tumara mornin?", intent: "off-topic" },
  { message: "wetin taim di ferry ship de komot Kissy fo go Tagrin", intent: "off-topic" },
  { message: "na weh a fit bai fishin net fo cheap na Freetown", intent: "off-topic" },
  { message: "best shoes for 12hr shifts", intent: "off-topic" },
  { message: "how 2 stay awake on night shift w/o coffee", intent: "off-topic" },
  { message: "recipe quick cassava leaf", intent: "off-topic" },
  { message: "where buy black court shoes in fwn, cheap", intent: "off-topic" },
  { message: "dosage of paracetamol for 5yr old?", intent: "off-topic" },
  { message: "What is the exchange rate Leones to euro today?", intent: "off-topic" },
  {
    message:
      "My cousin in Beirut wants to send me a 20 foot container of furniture and kitchen things. Can you recommend a shipping company from Beirut to Freetown, with a prix raisonnable and not too slow?",
    intent: "off-topic",
  },
  { message: "How do I put my shop on Facebook Marketplace with photos?", intent: "off-topic" },
  { message: "Where can I buy good office chairs in Freetown, I need six for the new office", intent: "off-topic" },
  { message: "Translate to French please: the goods will arrive on Monday and payment is due on delivery", intent: "off-topic" },
  {
    message:
      "can u do my homework on the three arms of government 😂 due tmrw and i haven't started, need like 2 pages on executive legislature judiciary, make it sound like a student wrote it pls",
    intent: "off-topic",
  },
  { message: "tell me a joke about a judge and a goat lol", intent: "off-topic" },
  { message: "who's the best rapper in salone rn no cap", intent: "off-topic" },
  { message: "whats the charge for a 1GB bundle on africell", intent: "off-topic" },
  { message: "is judge judy real or acting 😂", intent: "off-topic" },
  { message: "how to cook palm oil stew for plenty people for funeral", intent: "off-topic" },
  { message: "what is the price of bag of rice in Kenema market now", intent: "off-topic" },
  { message: "please pray for me and my children", intent: "off-topic" },
  { message: "what time the bus leave Kenema for Freetown in the morning", intent: "off-topic" },
  { message: "can you write small song for my husband memorial, one year don pass", intent: "off-topic" },
  { message: "Any decent fish and chips in Freetown? Missing home a bit.", intent: "off-topic" },
  {
    message:
      "Which is the better mobile network here, Orange or Africell? Signal at Lumley's a nightmare and I keep dropping calls to my mum back in Croydon. Also which one has decent data bundles?",
    intent: "off-topic",
  },
  { message: "What's the weather like in Freetown in August? Planning for the family to come over.", intent: "off-topic" },
  { message: "Fancy writing me a cover letter for a legal secretary job? I've got the CV sorted.", intent: "off-topic" },
  { message: "Is there a decent gym near Aberdeen with air con?", intent: "off-topic" },

  // ── greeting ──
  { message: "hello good morning", intent: "greeting" },
  { message: "Good morning, and the compliments of the season to everyone at Kamara Chambers.", intent: "greeting" },
  { message: "kushe o", intent: "greeting" },
  { message: "hi", intent: "greeting" },
  { message: "Bonjour, good afternoon", intent: "greeting" },
  { message: "heyyy 👋", intent: "greeting" },
  { message: "good evening una", intent: "greeting" },
  { message: "Hiya, anyone about?", intent: "greeting" },

  // ── thanks ──
  { message: "tank you plenty", intent: "thanks" },
  { message: "I am most grateful for your kind assistance; may God bless your work.", intent: "thanks" },
  { message: "tenki tenki", intent: "thanks" },
  { message: "thx", intent: "thanks" },
  { message: "Merci beaucoup, very helpful", intent: "thanks" },
  { message: "thanks fam 🙏", intent: "thanks" },
  { message: "God bless una, tenki", intent: "thanks" },
  { message: "Cheers, that's brilliant", intent: "thanks" },

  // ── goodbye ──
  { message: "ok bye bye", intent: "goodbye" },
  { message: "Thank you ever so much. I shall take my leave now. Good day to you.", intent: "goodbye" },
  { message: "a de go, wi go tok bak", intent: "goodbye" },
  { message: "k bye", intent: "goodbye" },
  { message: "OK merci, au revoir", intent: "goodbye" },
  { message: "aight peace ✌️", intent: "goodbye" },
  { message: "tenki ma, bye", intent: "goodbye" },
  { message: "Right, ta-ra then", intent: "goodbye" },

  // ── services ──
  { message: "what kind of case una lore firm dey do", intent: "services" },
  { message: "which lore things you people can help with", intent: "services" },
  {
    message:
      "I wonder if you might kindly tell me the range of matters your chambers undertakes, so that I know whether my concern falls within your practice.",
    intent: "services",
  },
  { message: "Before I trouble you with the details, may I ask what areas of law the firm deals with?", intent: "services" },
  { message: "una de du wetin kain wok", intent: "services" },
  { message: "what areas do u cover", intent: "services" },
  { message: "Which domains of law does your cabinet cover? Commercial only or also family?", intent: "services" },
  { message: "Do you do everything, litigation and conseil, or only some things?", intent: "services" },
  { message: "so like what do lawyers here even do 🤔", intent: "services" },
  { message: "you people handle all kind of problem or only big man case?", intent: "services" },
  { message: "What sort of work do you lot take on?", intent: "services" },
  { message: "Are you a full-service firm or do you stick to a couple of specialisms?", intent: "services" },

  // ── team ──
  { message: "who are the lore people working there", intent: "team" },
  { message: "Might you be so good as to tell me the names of the advocates practising in your chambers?", intent: "team" },
  { message: "na uswan lawyer dem de de", intent: "team" },
  { message: "uswan dem na di big lawyer dem na una ofis", intent: "team" },
  { message: "list of lawyers?", intent: "team" },
  { message: "staff names pls", intent: "team" },
  { message: "Who are the partners of the firm?", intent: "team" },
  { message: "how many lawyers work there lol", intent: "team" },
  { message: "who's the boss there and who else works with them", intent: "team" },
  { message: "Any woman lawyer dey una office?", intent: "team" },
  { message: "tell me the lawyers name dem", intent: "team" },
  { message: "Who's on your team? Any solicitors who trained in the UK?", intent: "team" },

  // ── contact ──
  { message: "how i fit reach una people when i get problem", intent: "contact" },
  {
    message:
      "Having read about your chambers in the newspaper some time ago, I kept the cutting but have since misplaced it. How might one best get in touch with you?",
    intent: "contact",
  },
  { message: "What is the best way to contact you, WhatsApp, calling, or coming to the office?", intent: "contact" },
  { message: "how do i contact u guys", intent: "contact" },
  { message: "how I go get una from Kenema, I no fit come Freetown every time", intent: "contact" },
  { message: "How do I get hold of someone there?", intent: "contact" },

  // ── phone ──
  { message: "give me una phone number i want call now", intent: "phone" },
  {
    message: "May I have a telephone number at which I might speak with a member of staff? I find typing on this little screen rather tiresome.",
    intent: "phone",
  },
  { message: "una nomba", intent: "phone" },
  { message: "phone #?", intent: "phone" },
  { message: "Can I call you now? Which number?", intent: "phone" },
  { message: "can i call or nah 📞", intent: "phone" },
  { message: "what number I go call, my grandson go help me call", intent: "phone" },
  { message: "What's the number to ring?", intent: "phone" },

  // ── email ──
  { message: "what your email address", intent: "email" },
  { message: "I should prefer to set out my matter in writing, as I have always done. Kindly furnish me with your electronic mail address.", intent: "email" },
  { message: "una get email?", intent: "email" },
  { message: "email?", intent: "email" },
  { message: "Send me your email please, I will forward the documents tonight", intent: "email" },
  { message: "ur email pls", intent: "email" },
  { message: "Can I email the paperwork over? What's the address to send it to?", intent: "email" },

  // ── address ──
  { message: "where your office dey for freetown", intent: "address" },
  { message: "which street una office dey i want come with okada", intent: "address" },
  {
    message: "I shall be arriving by the Bo bus at the Kissy terminal. Could you kindly describe how I might reach your office from there?",
    intent: "address",
  },
  { message: "weh una ofis de", intent: "address" },
  { message: "address pls", intent: "address" },
  { message: "Where is your office exactly, near which landmark?", intent: "address" },
  { message: "where u guys at", intent: "address" },
  { message: "I de come from Kenema next week, how I go find una office in town", intent: "address" },
  { message: "Whereabouts on Siaka Stevens Street are you? Near the Cotton Tree end?", intent: "address" },

  // ── hours ──
  { message: "what time una open in the morning", intent: "hours" },
  { message: "you open on saturday", intent: "hours" },
  {
    message: "Could you kindly tell me your opening hours? I travel from Bo and should not wish to arrive to find the door closed after such a long journey.",
    intent: "hours",
  },
  {
    message:
      "I note that the 27th of April falls on a Monday this year, and I had hoped to combine the holiday with my visit to the city. Are the chambers open on public holidays such as Independence Day?",
    intent: "hours",
  },
  { message: "una de opin tide?", intent: "hours" },
  { message: "wetin taim una de klos", intent: "hours" },
  { message: "open now?", intent: "hours" },
  { message: "hrs?", intent: "hours" },
  { message: "What are your business hours?", intent: "hours" },
  { message: "Are you open Saturday morning? I am busy at the shop the whole week.", intent: "hours" },
  { message: "r u guys open on sundays", intent: "hours" },
  { message: "wat time u close", intent: "hours" },
  { message: "una open today?", intent: "hours" },
  { message: "what time una office close na evening, I go reach late", intent: "hours" },
  { message: "What time do you lot shut?", intent: "hours" },
  { message: "Are you open on Easter Monday or is that a day off?", intent: "hours" },

  // ── booking ──
  { message: "i want see lore person tomorrow", intent: "booking" },
  { message: "please book me appointment for friday morning", intent: "booking" },
  {
    message: "i want talk with one lawyer face to face about my okada matter because the phone typing no good for me when i fit come to una office which day",
    intent: "booking",
  },
  {
    message:
      "I should be most grateful if an appointment could be arranged for me on Thursday next, when I shall be in Freetown for my pension verification at the NASSIT office.",
    intent: "booking",
  },
  {
    message:
      "As I have explained to my family many times, a matter of this kind is best discussed face to face and not through a machine. I have therefore resolved to travel to Freetown. May I request a consultation with one of your learned counsel at a time convenient to the chambers?",
    intent: "booking",
  },
  {
    message:
      "I do hope this is not too short notice. I shall be in Freetown for my granddaughter's graduation over the weekend and would like to make good use of the journey. Is it possible to see a lawyer on Monday?",
    intent: "booking",
  },
  { message: "a wan kam si lawyer tumara", intent: "booking" },
  { message: "leh una gi mi taim fo mit lawyer", intent: "booking" },
  { message: "a fit kam mit una monday?", intent: "booking" },
  { message: "book consult. wed pm?", intent: "booking" },
  { message: "appt after 4pm possible?", intent: "booking" },
  { message: "need to see a lawyer, only free mornings after shift", intent: "booking" },
  { message: "I want to schedule a meeting with your business lawyer next week, Tuesday if possible.", intent: "booking" },
  { message: "Can we do a rendez-vous tomorrow at 10?", intent: "booking" },
  { message: "Please arrange a consultation for me and my associate, we both want to be present.", intent: "booking" },
  { message: "can i book a meeting for my mum, she's shy to text", intent: "booking" },
  { message: "how do i make an appointment 🤔", intent: "booking" },
  { message: "me n my dad wanna come in sat to see someone?", intent: "booking" },
  { message: "I want meet lawyer about my husband land, which day I fit come", intent: "booking" },
  { message: "please give me appointment with a woman lawyer, I no comfortable with man", intent: "booking" },
  { message: "I go come Freetown next week Wednesday, I want see una for talk", intent: "booking" },
  { message: "I'd like to book a consultation, please, ideally sometime this week.", intent: "booking" },
  { message: "Can I pop in to see someone on Friday?", intent: "booking" },
  { message: "Could I have a sit-down with a solicitor about the flat sometime soon?", intent: "booking" },

  // ── knowledge:Fees ──
  { message: "how much una charge for lore matter i no get plenty money", intent: "knowledge:Fees" },
  { message: "a nor get moni, una de ep pipul fo fri?", intent: "knowledge:Fees" },
  { message: "consult fee?", intent: "knowledge:Fees" },
  { message: "What are your fees? Can I pay in instalments?", intent: "knowledge:Fees" },
  { message: "I be widow I no get money since my husband die, una get free help for people like me?", intent: "knowledge:Fees" },
  { message: "How much do you charge for an initial consultation? And do you do legal aid?", intent: "knowledge:Fees" },

  // ── knowledge:Languages spoken ──
  { message: "una lore people sabi speak temne", intent: "knowledge:Languages spoken" },
  {
    message: "I confess my Mende serves me better than my English in matters of the heart. Is there a lawyer who speaks Mende who might attend to me?",
    intent: "knowledge:Languages spoken",
  },
  { message: "una sabi tok krio? a nor sabi inglish fine", intent: "knowledge:Languages spoken" },
  { message: "Does anyone speak French? My wife prefers French for serious things.", intent: "knowledge:Languages spoken" },
  { message: "do u guys speak krio or just english", intent: "knowledge:Languages spoken" },
  {
    message:
      "I speak Mende, only small English, and the story long. If I come, una get somebody wey sabi Mende or interpreter wey go help me explain everything proper?",
    intent: "knowledge:Languages spoken",
  },

  // ── knowledge:Parking ──
  { message: "where i fit park my bike when i come una office", intent: "knowledge:Parking" },
  { message: "My son will drive me to the meeting. Is there a place where he might park his car near your office?", intent: "knowledge:Parking" },
  { message: "parking near office?", intent: "knowledge:Parking" },
  { message: "Where can I park my pickup near your office, is there space?", intent: "knowledge:Parking" },
  { message: "my dad asks where to park lol", intent: "knowledge:Parking" },
  { message: "Is there anywhere to park nearby or should I just grab a keke?", intent: "knowledge:Parking" },

  // ── knowledge:What to bring ──
  {
    message:
      "What documents should I bring to the consultation? I have a great many letters and receipts going back over twenty years and I should not like to carry the whole box.",
    intent: "knowledge:What to bring",
  },
  { message: "wetin a fo bring wen a de kam", intent: "knowledge:What to bring" },
  { message: "docs to bring?", intent: "knowledge:What to bring" },
  { message: "For the meeting what papers do I need, the company certificate also?", intent: "knowledge:What to bring" },
  {
    message:
      "I get my marriage certificate from the church, the death certificate, and one old land paper wey the chief sign. I must bring all of them when I come, or the land paper only?",
    intent: "knowledge:What to bring",
  },
  { message: "What paperwork should I bring along?", intent: "knowledge:What to bring" },

  // ── unknown ──
  { message: "yes i want ask something", intent: "unknown" },
  { message: "a get wan tin", intent: "unknown" },
  { message: "?", intent: "unknown" },
  { message: "jkjkjkjk", intent: "unknown" },
  { message: "hmm", intent: "unknown" },
  { message: "Quick question, if I may", intent: "unknown" },

  // ── area:family ──
  {
    message: "my wife go with the children to her mother house in magburaka and she no want me see them i need lawyer for the pikin dem matter",
    intent: "area:family",
  },
  {
    message:
      "i want divorce my wife we marry for mosque five years now but she no respect me she go out every night and she tell people i no be man please who can help me for the divorce paper",
    intent: "area:family",
  },
  {
    message:
      "My daughter married a young man in Freetown some six years ago and they have two children. He has since taken another woman and neither pays school fees nor sends food for the children, and my daughter, who is a nurse, carries the whole burden. I understand there is such a thing as a maintenance order. Could your chambers assist her in obtaining one?",
    intent: "area:family",
  },
  {
    message:
      "My late sister left three children, the youngest only four, and my wife and I wish to adopt the little one formally so that she may carry our name and inherit from us. I would be obliged to know whether your firm attends to adoption matters.",
    intent: "area:family",
  },
  {
    message:
      "I have a delicate matter concerning my grandchildren. Their father lives in London and wishes to take them there, while their mother, my daughter, wishes them to remain here in Bo with us. The quarrel has become bitter. I should like a lawyer experienced in custody to advise the family.",
    intent: "area:family",
  },
  { message: "mi an mi wef de fet ol di taim, a wan divos, una de du dat?", intent: "area:family" },
  { message: "mi pikin mama nor gri mek a si di pikin, a de pe fo skul fees, leh una ep me", intent: "area:family" },
  { message: "child maintenance - ex not paying 5 months. need help", intent: "area:family" },
  { message: "divorce, married 2015 registry. how to start", intent: "area:family" },
  { message: "need help w custody of my 2 kids, ex took them to bo", intent: "area:family" },
  { message: "my parents are divorcing and fighting over who keeps me and my sis 😔 can a lawyer help us kids", intent: "area:family" },
  { message: "my aunty wants to adopt my cousin from the village, do u guys do that kinda thing", intent: "area:family" },
  { message: "mum says dad never pays for us and she wants to take him to court for upkeep. who handles that", intent: "area:family" },
  {
    message: "My husband die last year and him family dem wan share everything, the house, the car, even my own things. I need lawyer for the inheritance",
    intent: "area:family",
  },
  {
    message:
      "Since my husband die the family dem de come every week, now they say the two small boys must go village to grow up with their uncle because boy pikin na for the father family. I no go gree. I need help for keep my pikin dem with me",
    intent: "area:family",
  },
  {
    message:
      "Good morning. My husband died intestate in March. He had a house in Kenema, a shop in the market and some money at the bank, and his brothers already went to the bank saying they are the next of kin. Me and my four children are the ones who suffered with him. I want a lawyer to help me get letters of administration so the family cannot take everything.",
    intent: "area:family",
  },
  { message: "my late husband second wife say she get right to everything. I need lawyer help for the estate matter", intent: "area:family" },

  // ── area:business ──
  { message: "i and two friends want register small company for okada spare parts business please help us with the registration", intent: "area:business" },
  {
    message:
      "Our old students' association has for some years run a small bookshop to raise funds for scholarships. We now wish to place it on a proper legal footing, perhaps as a company limited by guarantee, and I am told your firm handles such registrations. Could you assist us?",
    intent: "area:business",
  },
  { message: "want to open small pharmacy. licence + registration help?", intent: "area:business" },
  {
    message:
      "I want to register a new company for import of building materials, with a Lebanese partner and a Sierra Leonean partner. Can you do the incorporation at the CAC?",
    intent: "area:business",
  },
  {
    message:
      "My brother and I run the family shop on Sani Abacha Street for twenty years without any papers between us, everything was by trust, like our father did. Now he wants to leave and take half of the stock and the goodwill. We need a proper partnership agreement or to separate properly, s'il vous plaît.",
    intent: "area:business",
  },
  {
    message:
      "The bank wants to call in my overdraft facility two years early because they say the exchange rate changed, and they threaten to take the shop stock as collateral. I never missed a payment. I need a lawyer for banking and finance matters.",
    intent: "area:business",
  },
  {
    message:
      "Problem with the shareholders of my company, we are four, one of them lives in Abidjan and does not come to meetings but through his proxy he blocks every decision, even the audit. Corporate governance matter, who handles?",
    intent: "area:business",
  },
  { message: "Need help renewing business licence with the city council, they say our papers are not complete", intent: "area:business" },
  { message: "Je veux open a branch of my Guinea company here in Freetown. What is needed, can you handle the registration?", intent: "area:business" },
  { message: "me and my friends wanna start a clothing brand and register it properly 💯 do u help with that", intent: "area:business" },
  { message: "my uncle says i need a business licence to sell phone accessories online is that something u guys do", intent: "area:business" },
  { message: "I want register my small gara tie-dye business so I fit get loan from the bank, una do that?", intent: "area:business" },
  {
    message:
      "Looking to set up a small IT consultancy here after twenty-odd years in the UK. I've got clients lined up but no idea how things work at the registry. Need help getting the company registered and the licences sorted.",
    intent: "area:business",
  },
  {
    message:
      "We opened a little restaurant in Aberdeen last year, fifty-fifty. Since Christmas my business partner's gone quiet and I reckon he's been moving money out of the company account. Need someone on the business side to look at it properly.",
    intent: "area:business",
  },
  { message: "Thinking of investing in a mate's company in Freetown but want the shareholding done properly. Who deals with that?", intent: "area:business" },
  { message: "Bit of bother with the bank over a business loan - they've changed the terms on me. Need a business lawyer.", intent: "area:business" },

  // ── area:shipping ──
  {
    message:
      "My late brother's son imported a used lorry from Antwerp, and it has been lying at the Queen Elizabeth II Quay for two months while the port authority and the clearing agent blame each other. The charges grow daily. He has asked me, as the eldest in the family, to find proper help. Does your chambers take such port matters?",
    intent: "area:shipping",
  },
  { message: "mi bot an wan big ship jam na sea, di ship man nor wan pe fo mi bot we brok", intent: "area:shipping" },
  { message: "di kago we a kar fo wan man fom Bonthe, i se sam bag los, naw i wan tek mi bot. a nid lawyer", intent: "area:shipping" },
  { message: "dem seize mi bot na Tombo wharf se a nor get papers, a wan lawyer fo di bot matter", intent: "area:shipping" },
  {
    message:
      "wan big trawler we nor get rait fo fish na inshore kom na nit an cut ol mi net dem na sea, na mi ol kapital dat. a get di nem fo di trawler an mi boy dem si am. a wan klem fo am",
    intent: "area:shipping",
  },
  { message: "a wan rigista mi bot proper wit di maritime pipul, una de ep wit dat?", intent: "area:shipping" },
  { message: "mi broda de wok na ship an dem nor pe am fo six mont, di ship de na quay naw", intent: "area:shipping" },
  { message: "brother's container stuck at port 3 wks. customs issue. need help", intent: "area:shipping" },
  {
    message:
      "My container of tiles from Valencia arrived damaged, half the cartons are broken and the seal number is not the same as on the bill of lading. The shipping line says it is not their problem, the agent says talk to the line. I want to make a cargo claim.",
    intent: "area:shipping",
  },
  {
    message: "Customs are holding my goods at the port and asking for duty much higher than the invoice. Who can help with this customs dispute?",
    intent: "area:shipping",
  },
  {
    message:
      "The freight forwarder lost one of my containers between Tema and Freetown, it was transhipped and since three weeks nobody knows anything, the tracking says delivered but I have nothing. I need a maritime lawyer.",
    intent: "area:shipping",
  },
  {
    message: "Demurrage on my two containers is now more than the value of the goods, the shipping company refuses to discuss. Please help.",
    intent: "area:shipping",
  },
  { message: "my uncle's ship got detained at the port and he's stressing, do u do ship stuff", intent: "area:shipping" },
  {
    message:
      "Shipped a container of household stuff from Tilbury when we moved back - furniture, the kids' things, my late dad's tools. It's been stuck at the port for weeks with customs wanting this form and that. Need someone to sort it out.",
    intent: "area:shipping",
  },
  {
    message: "The shipping line has lost half my personal effects in transit from the UK and won't compensate. Who handles cargo claims?",
    intent: "area:shipping",
  },

  // ── area:land ──
  {
    message:
      "i save my okada money three years and i buy one town lot in makeni from one man he give me paper and everything now another man come with his own paper say na him own the land and he start to dig foundation i need help for this land matter",
    intent: "area:land",
  },
  { message: "my landlord want double the rent for my room at once i need lawyer for landlord matter", intent: "area:land" },
  {
    message:
      "Some years ago I purchased a plot at Waterloo from a family, and paid in full in the presence of the headman. Now a neighbour has erected a fence two yards into my land and refuses to discuss the boundary. I should like to engage a lawyer in land matters to resolve it.",
    intent: "area:land",
  },
  {
    message:
      "I am considering selling the family house in Bo, which my late father left to us children jointly, and I am anxious that it be done properly, with the conveyance prepared by a competent lawyer. Is this something your chambers handles?",
    intent: "area:land",
  },
  {
    message:
      "My title deed was damaged in the floods of 2017, and I wish to obtain a certified copy and ensure it is properly registered at the Ministry of Lands. Could one of your lawyers assist me?",
    intent: "area:land",
  },
  {
    message:
      "di lan na Tombo we mi papa lef fo wi, wi ol bin de fish an dray fish pan am fo lon taim. naw som big man kam wit sojaman dem an i de bil pan am naw, i se i bai am fom di chief. leh una ep me abeg",
    intent: "area:land",
  },
  { message: "mi landlord trowe mi tins dem na trit se a nor pe rent, a nid lawyer fo di os palava", intent: "area:land" },
  { message: "buying house in wellington. need conveyancing", intent: "area:land" },
  { message: "landlord won't return deposit or fix roof. help", intent: "area:land" },
  {
    message:
      "my grandma's land in goderich is being taken by some guys with papers 😤 she's lived there since before my mum was born and they just showed up with a surveyor and started putting beacons. she's like 80 can u help her",
    intent: "area:land",
  },
  { message: "my mum wants to buy land in waterloo but scared of fake papers, can u check the title for her", intent: "area:land" },
  {
    message:
      "my husband family land for Kenema near Tongo road, him and him brothers share am before he die and everybody know his own part. Now dem say woman no get part for family land and I must go back to my own people. I need land lawyer",
    intent: "area:land",
  },
  {
    message:
      "The in-laws sold part of my husband land in Hangha Road without telling me or the children, they collect the money and share am among themselves. The man wey buy don start build already and he say he get receipt. Help me please",
    intent: "area:land",
  },
  {
    message:
      "I want transfer the house wey my husband leave to my name, he get the survey plan and the conveyance paper but all na him name. The bank and the city council dem say I need proper paper. Who go help me with this",
    intent: "area:land",
  },
  { message: "the boundary between my farm and my brother in law farm, he de move the stick every season. land matter", intent: "area:land" },
  {
    message:
      "my tenant for the house in Kenema no pay rent one year, since my husband die he think say nobody go talk. He say I no fit drive am because he know big man for the council. I want him pay or leave the house",
    intent: "area:land",
  },
  {
    message:
      "The family land in Blama, my late husband share of it, his brothers want lease it to stranger for mining without asking me, and if dem dig am the land go spoil for the children forever. I need help quick",
    intent: "area:land",
  },
  { message: "I want make a proper paper for my late husband land so the children go get it after me, the land no get title deed", intent: "area:land" },

  // ── area:arbitration ──
  {
    message:
      "me and my okada partner we buy the bike together half half but now he say he put more money and he want take the bike for himself we no want go core because we be friends from small we want somebody neutral settle it",
    intent: "area:arbitration",
  },
  {
    message:
      "Two members of our church building committee have fallen out with the contractor over the cost of the new hall. Nobody wishes to go to court, as it would bring shame upon the congregation. Is there a mediator at your chambers who might help the parties reach a settlement?",
    intent: "area:arbitration",
  },
  {
    message:
      "My cousin and I jointly own a small guest house and have disagreed over the accounts. We remain fond of each other and wish to resolve the matter quietly, with a neutral person, rather than in court. I understand you offer mediation.",
    intent: "area:arbitration",
  },
  {
    message:
      "mi an di oda tu bot owna dem bin de wok togeda an sheb di fish moni, bot naw dem se a tek pas mi sheb. wi nor wan go kot bikos wi ol na wan kommiunity, wi wan som wan we nor de pan eni said fo setul am",
    intent: "area:arbitration",
  },
  { message: "dispute w clinic owner over contract. want mediation not court", intent: "area:arbitration" },
  {
    message:
      "Our contract with a supplier has an arbitration clause. Now we have a dispute over 40,000 dollars. Can your firm represent us in the arbitration?",
    intent: "area:arbitration",
  },
  {
    message:
      "I and my Chinese partner have a joint venture for a block factory in Waterloo. We disagree about the profit and the depreciation of the machines, but we still want to work together. We prefer médiation to settle quietly. Do you do that?",
    intent: "area:arbitration",
  },
  { message: "Commercial dispute with a construction company over the new shop, we want to settle out of court if possible", intent: "area:arbitration" },
  {
    message:
      "my dad and his business partner are beefing over money from their phone shop and they haven't spoken in weeks, it's awkward bc they're basically family. my mum says they need a mediator 😅 is that u",
    intent: "area:arbitration",
  },
  { message: "is there like a neutral person who can settle a fight between two shops without court", intent: "area:arbitration" },
  {
    message:
      "me and the other market women for Kenema market get quarrel over the stall money wey we contribute for the new roof, some people say the treasurer chop the money. We no want carry we sisters go court, una get mediator?",
    intent: "area:arbitration",
  },
  {
    message:
      "Got a bit of a dispute with a builder over the house in Goderich - he's claiming extras we never agreed and has downed tools. I'd rather sort it out through mediation than drag it through the courts for years.",
    intent: "area:arbitration",
  },
  { message: "Our contract says disputes go to arbitration. The other side's refusing to pay. Can you act for us?", intent: "area:arbitration" },
  { message: "Falling out with my business partner, both keen to avoid court. Do you offer mediation?", intent: "area:arbitration" },

  // ── area:contract ──
  {
    message:
      "i sign paper to work the okada for the owner and pay every week for eighteen month after that the bike go be my own i pay fourteen month already but now he take the bike before the time finish and say i late one week i need help for the contract",
    intent: "area:contract",
  },
  { message: "the company i deliver for no pay me three month salary i need lawyer for my wages", intent: "area:contract" },
  {
    message:
      "they sack me from the petrol station without reason after five years of work they say the manager new and he bring his own people they no pay me end of month and no benefit i need help",
    intent: "area:contract",
  },
  {
    message:
      "Before retirement I contracted a builder to construct a small extension to my house and paid him sixty percent in advance, as stipulated in our written agreement. He laid the foundation and vanished. I should like a lawyer to pursue him under the agreement.",
    intent: "area:contract",
  },
  {
    message:
      "I have been asked to sign a consultancy agreement with an NGO to train teachers in the Southern Province. The document is long and full of terms I do not understand. I would appreciate it if a contract lawyer could review it on my behalf.",
    intent: "area:contract",
  },
  { message: "a sell fish to wan wuman fo credit, wi rait am na pepa, naw i nor wan pe mi. a nid ep", intent: "area:contract" },
  { message: "unfair dismissal from private clinic. need help", intent: "area:contract" },
  { message: "employer owes 4 months salary + overtime", intent: "area:contract" },
  { message: "new job contract, want someone to check it b4 i sign", intent: "area:contract" },
  {
    message: "hospital fired me after I reported unsafe staffing on the ward. 2 nurses for 40 pts on nights. they said 'restructuring'. 6 yrs there. help pls",
    intent: "area:contract",
  },
  {
    message:
      "A customer in Kenema took goods from me on credit under a signed agreement, rice and sugar for 85 million old leones, payable in three months. It is now ten months, he answers the phone sometimes and says next week. I want to recover the debt.",
    intent: "area:contract",
  },
  { message: "i did a holiday job at a shop and they never paid me 😒 can u help", intent: "area:contract" },
  { message: "my big bro got fired from his job with no notice and no pay, is that something u help with", intent: "area:contract" },
  {
    message:
      "I give one man money for supply twenty drum of palm oil for my business, we sign paper in front of the pastor, he no bring the oil and no return my money. Now he de hide from me. I want lawyer help for this agreement",
    intent: "area:contract",
  },
  {
    message:
      "I've been made redundant from an international NGO after the project funding dried up, with no severance despite what my contract clearly says about notice and end-of-service pay. HR keep fobbing me off. Need an employment lawyer.",
    intent: "area:contract",
  },
  { message: "A client's not paid for a job I finished in June - we had a written agreement. Need help chasing it.", intent: "area:contract" },
  { message: "Want someone to look over a commercial lease and supply agreement before I sign anything.", intent: "area:contract" },

  // ── area:criminal ──
  {
    message:
      "police give me invitation letter say i must come to the station monday because of accident with okada last week one woman fall from the back and she say i drive fast i need lore person to go with me for the station",
    intent: "area:criminal",
  },
  { message: "they charge me for stealing phone i no do am the case go come up for core next week i need lawyer", intent: "area:criminal" },
  { message: "my brother get bell last week but the case still dey for core who can defend him", intent: "area:criminal" },
  {
    message:
      "I have received a summons to appear before the magistrate in Bo on a charge of criminal libel, arising from a letter I wrote to the newspaper about the state of the school buildings. I have never been in trouble in my life. I should like to engage a lawyer for my defence.",
    intent: "area:criminal",
  },
  {
    message: "My nephew was granted bail last month and his trial begins shortly. The family would like him to be represented by competent defence counsel.",
    intent: "area:criminal",
  },
  { message: "dem acuse mi se a tif di net fo mi kompin, dem go kot nex wik. a nid lawyer fo defen mi", intent: "area:criminal" },
  { message: "polis kol mi se a fo kam stesin fo ansa kweshon, a nor sabi wetin fo du", intent: "area:criminal" },
  { message: "accused of stealing meds at work. police want statement tmrw", intent: "area:criminal" },
  { message: "got court summons for assault, didnt do it. need defence", intent: "area:criminal" },
  { message: "my cousin has a court case for fighting, he's out on bail, can u defend him", intent: "area:criminal" },
  {
    message:
      "a girl in my class accused me of stealing her phone, i swear i didn't, she left it on the bench and everyone saw. now her dad came to our house shouting and says he'll take me to court and report me to police 😬 need help fr",
    intent: "area:criminal",
  },
  { message: "human rights thing - police beat my friend during a protest last month, can we do something", intent: "area:criminal" },
  {
    message:
      "I've been charged with fraud over a property deal that went wrong - I honestly thought the bloke selling had the title. Out on bail, first hearing next month at the magistrates' court. Need a criminal defence solicitor.",
    intent: "area:criminal",
  },
  {
    message: "Police have asked me to come in for an interview about an incident at a bar. Not arrested, but I'd like a solicitor with me.",
    intent: "area:criminal",
  },

  // ── attorney ──
  {
    message:
      "I have been told by a former colleague that Mr Mohamed Conteh is the person to see about land. Is he still with your chambers, and might I be attended to by him?",
    intent: "attorney:Mohamed Conteh",
  },
  { message: "na Ibrahim Jalloh de du di polis case dem? a wan tok to am", intent: "attorney:Ibrahim Jalloh" },
  { message: "is fatmata kamara available? family matter", intent: "attorney:Fatmata Kamara" },
  { message: "I hear say Hawa Turay na the woman lawyer for family land and will, she dey there?", intent: "attorney:Hawa Turay" },
];
